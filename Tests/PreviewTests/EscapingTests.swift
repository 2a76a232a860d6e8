import Testing

@testable import Preview

/// Each channel's escaping (docs/output-escaping.md), on strings worked out by hand from
/// CommonMark (§2.4 backslash escapes, §6.1 code spans, §4.5 fences) and GitHub's
/// workflow-command escaping.
struct EscapingTests {
    @Test("line: every line break written as an escape, nothing else touched")
    func line() {
        #expect(Escaping.line("a\nb\rc\u{2028}d\u{85}e") == "a\\nb\\rc\\u{2028}d\\u{85}e")
        #expect(Escaping.line("tab\tand 汉字") == "tab\tand 汉字")
    }

    @Test("textLine: a line that would begin a workflow command begins \\:: instead; others unchanged")
    func textLine() {
        #expect(Escaping.textLine("  ::error file=x::y") == "  \\::error file=x::y")
        #expect(Escaping.textLine("a ::error") == "a ::error")
    }

    @Test("GitHub: % CR LF in data; and : , in properties")
    func github() {
        #expect(Escaping.githubData("50%\n::x") == "50%25%0A::x")
        #expect(Escaping.githubProperty("a:b,c\r") == "a%3Ab%2Cc%0D")
    }

    @Test("Markdown text: HTML and markup punctuation backslash-escaped, one line")
    func markdownText() {
        #expect(Escaping.markdownText("<img src=x> `t` a_b|c\nd") == "\\<img src=x\\> \\`t\\` a\\_b\\|c\\\\nd")  // the line break is \n, its backslash escaped
    }

    @Test("Markdown code spans: a fence longer than the longest backtick run, padded where the text starts or ends with one; | escaped")
    func markdownCode() {
        #expect(Escaping.markdownCode("a") == "`a`")
        #expect(Escaping.markdownCode("a``b") == "```a``b```")
        #expect(Escaping.markdownCode("`x") == "`` `x ``")
        #expect(Escaping.markdownCode("a|b") == "`a\\|b`")
    }

    @Test("Markdown fences: at least three, one more than any run inside")
    func markdownFence() {
        #expect(Escaping.markdownFence(["plain"]) == "```")
        #expect(Escaping.markdownFence(["a ```` b"]) == "`````")
    }

    @Test("Markdown prose: a lesson's own code spans stay spans, the rest is escaped, a lone backtick too")
    func markdownProse() {
        #expect(Escaping.markdownProse("run `layoutpreview lint` <b>") == "run `layoutpreview lint` \\<b\\>")
        #expect(Escaping.markdownProse("a ` b") == "a \\` b")
        #expect(Escaping.markdownProse("``a`b`` c") == "``a`b`` c")
    }

    @Test("XML: the five escapes, and line breaks as spaces")
    func xml() {
        #expect(Escaping.xml("<a href=\"x\">'&'\n") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos; ")
    }
}

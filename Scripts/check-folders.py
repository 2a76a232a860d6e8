#!/usr/bin/env python3
"""Checks that Preview's folders point one way (issue 23, README "Working on it"): no folder uses a
type declared in a folder above it in the order below, so no two folders use each other.
python3 Scripts/check-folders.py; exits 1 naming each type used against the order.

A use is a type's name as a word in code (comments and string literals removed); a type belongs to
the folder of the file that declares it (`struct`, `enum`, `class`, `protocol`, `typealias`)."""
import glob, os, re, sys

ROOT = "Sources/Preview"
# Lowest first: a folder may use the folders before it, never those after it.
ORDER = ["Text", "Devices", "Scene", "Layout", "Rules", "Render", "Output", "Lint", "Screen"]


def code(text):
    """The source without comments and string literals."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    return re.sub(r"//[^\n]*", "", text)


def folder(path):
    parts = os.path.relpath(path, ROOT).split(os.sep)
    return parts[0] if len(parts) > 1 else None


files = sorted(glob.glob(f"{ROOT}/**/*.swift", recursive=True))
sources = {f: code(open(f, encoding="utf-8").read()) for f in files}
declared = {}
for f, src in sources.items():
    for m in re.finditer(r"^(?:public |package |internal |fileprivate |private )?(?:final |indirect )?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)", src, re.M):
        declared.setdefault(m.group(1), folder(f))
unknown = sorted({folder(f) for f in files if folder(f) and folder(f) not in ORDER})
bad = [f"{name}: a folder not in the order" for name in unknown]
DECLARATION = r"(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"
for f, src in sources.items():
    here = folder(f)
    if here not in ORDER:
        continue
    # A name the file declares itself (a nested `Row`) is its own, not the other folder's.
    own = set(re.findall(DECLARATION, src))
    for name, there in declared.items():
        if name not in own and there in ORDER and ORDER.index(there) > ORDER.index(here) and re.search(rf"\b{name}\b", src):
            bad.append(f"{f} uses {name} from {there}/, above {here}/")
print(f"folders: {len(files)} files in {len(ORDER)} folders, {len(bad)} uses against {' ← '.join(ORDER)}")
for line in bad:
    print("  " + line)
sys.exit(1 if bad else 0)

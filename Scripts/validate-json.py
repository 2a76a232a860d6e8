#!/usr/bin/env python3
"""Validates every JSON output against its schema in docs/json/ (JSON Schema 2020-12):
python3 Scripts/validate-json.py [BINARY] (default: .build/debug/layoutpreview). Runs render and
explain on every bundled scene, compare, devices, and lint (findings and clean). Needs
jsonschema 4 or later; exits 1 on an output that does not match, naming the command and path."""
import glob, json, os, subprocess, sys
import jsonschema

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/layoutpreview"
scenes = [os.path.splitext(os.path.basename(p))[0] for p in sorted(glob.glob("Scenes/*.yaml"))]
scenes += ["Scenes/legacy-checkout.storyboard", "Scenes/legacy-checkout-xib.xib"]
runs = [("render", ["render", s, "--format", "json"]) for s in scenes]
runs += [("explain", ["explain", s, "--format", "json"]) for s in scenes]
runs += [("explain", ["explain", "default", "--view", "list", "--format", "json"]),
         ("compare", ["compare", "default", "--vs", "--nav-bar", "opaque", "--ios", "26", "--format", "json"]),
         ("compare", ["compare", "nav-translucent", "--vs", "large-titles-ios26", "--format", "json"]),
         ("devices", ["devices", "--format", "json"]),
         ("lint", ["lint", "comment-box", "Scenes/legacy-checkout.storyboard", "--format", "json", "--exit-zero"]),
         ("lint", ["lint", "default", "--devices", "iphone-17", "--orientations", "portrait", "--format", "json"])]
validators = {}
bad = 0
for schema, arguments in runs:
    if schema not in validators:
        validators[schema] = jsonschema.Draft202012Validator(json.load(open(f"docs/json/{schema}.schema.json")))
    out = subprocess.run([binary] + arguments, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        bad += 1
        print(f"{' '.join(arguments)}: exit {out.returncode}: {out.stderr.strip()}")
        continue
    for error in validators[schema].iter_errors(json.loads(out.stdout)):
        bad += 1
        print(f"{' '.join(arguments)}: {'/'.join(str(p) for p in error.absolute_path) or '(root)'}: {error.message}")
print(f"validated {len(runs)} JSON outputs against docs/json/*.schema.json: {bad} errors")
sys.exit(1 if bad else 0)

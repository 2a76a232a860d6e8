#!/usr/bin/env python3
"""Validates scene files against docs/scene.schema.json (JSON Schema draft 7), as
yaml-language-server would: python3 Scripts/validate-scenes.py [FILE ...] (default: Scenes/*.yaml).
Needs PyYAML and jsonschema; exits 1 on an invalid scene, naming it and the path in it."""
import glob, json, sys
import yaml
import jsonschema

schema = json.load(open("docs/scene.schema.json"))
validator = jsonschema.Draft7Validator(schema)
files = sys.argv[1:] or sorted(glob.glob("Scenes/*.yaml"))
bad = 0
for path in files:
    scene = yaml.safe_load(open(path))
    for error in validator.iter_errors(scene):
        bad += 1
        print(f"{path}: {'/'.join(str(p) for p in error.absolute_path) or '(root)'}: {error.message}")
print(f"validated {len(files)} scenes against docs/scene.schema.json: {bad} errors")
sys.exit(1 if bad else 0)

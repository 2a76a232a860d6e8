#!/usr/bin/env python3
"""Solves constraint systems with kiwisolver, an independent Cassowary implementation, for the
differential test of the AutoLayout target (Tests/AutoLayoutTests/DifferentialTests.swift).

Reads a JSON file (the argument): a list of systems, each {"variables": N, "constraints": [{"terms":
[[index, coefficient], ...], "constant": C, "op": "<=" | "==" | ">=", "priority": P, "weight": W}],
"edits": [[index, priority, value], ...]}; writes a list of value lists (null where kiwi refused a
required constraint). Priorities: 1000 required, 750 strong, 250 weak (each times its weight),
so that with small systems kiwi's weighted strengths order the errors as strictly as the Swift
solver's levels do.
"""
import json, sys
import kiwisolver as kiwi

def strength(priority, weight):
    if priority >= 1000:
        return kiwi.strength.required
    if priority >= 750:
        return kiwi.strength.create(weight, 0, 0)
    return kiwi.strength.create(0, 0, weight)

out = []
for system in json.load(open(sys.argv[1])):
    solver = kiwi.Solver()
    vs = [kiwi.Variable(f"v{i}") for i in range(system["variables"])]
    refused = []
    for c in system["constraints"]:
        expr = sum((coeff * vs[i] for i, coeff in c["terms"]), 0.0) + c["constant"]
        k = {"<=": expr <= 0, "==": expr == 0, ">=": expr >= 0}[c["op"]]
        try:
            solver.addConstraint(k | strength(c["priority"], c["weight"]))
            refused.append(False)
        except kiwi.UnsatisfiableConstraint:
            refused.append(True)
    for i, priority, value in system.get("edits", []):
        if not solver.hasEditVariable(vs[i]):
            solver.addEditVariable(vs[i], strength(priority, 1.0))
        solver.suggestValue(vs[i], value)
    solver.updateVariables()
    out.append({"values": [v.value() for v in vs], "refused": refused})
json.dump(out, sys.stdout)

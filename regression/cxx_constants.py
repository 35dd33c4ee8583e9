#!/usr/bin/env python3
"""The C++ constants the trainers share with the engine, read from the engine's headers at
run time, so no trainer keeps a copy that could drift.

`constants(root)` parses `inline constexpr int NAME = EXPRESSION;` (an integer expression
of numbers and earlier names), the `PriorGroup` enum of move_prior.h, the weighted choice's
family list (learned_chooser.h kChoiceFamilyList, named as move_reasons prints them:
generatorName in move_reasons.cpp, shapes with the pattern's two letters) and the point
valuation's weights (point_values.h kPointWeights), and `inline constexpr double NAME =
LITERAL;` (policy_net.h kPolicyNetShare, move_rules.h kChoicePassScore). `print` writes
them as `NAME VALUE` lines, the format of the C++ probe regression/cxx_constants_probe.cpp,
so the test (cxx_constants_test.py) compares both.

  regression/cxx_constants.py print [--root DIR]
"""
import argparse
import ast
import operator
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADERS = ["engine/genmove/point_values.h", "engine/genmove/move_prior.h",
           "engine/genmove/learned_chooser.h", "engine/genmove/policy_net.h",
           "engine/genmove/move_rules.h"]
GENERATOR_NAMES = "engine/genmove/move_reasons.cpp"
# The constants the trainers read (and the probe prints); a missing one is an error.
SHARED = ["kPointFeatures", "kPriorShapeCodes", "kPriorGroupFeatures", "kPriorDiamondBase",
          "kPriorDiamondCodes", "kPriorCandidates", "kPriorCandidateMoves", "kChoiceFamilies",
          "kChoiceValueCap", "kChoiceInputs"]
# The double constants they read (`inline constexpr double NAME = LITERAL;`).
SHARED_DOUBLES = ["kPolicyNetShare", "kChoicePassScore"]

_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.LShift: operator.lshift, ast.FloorDiv: operator.floordiv}


class ConstantError(Exception):
    """A header no longer has the shape this reader expects."""


def _strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def evaluate(expr, names):
    """An integer C++ expression of literals, known names, + - * << and parentheses."""
    expr = expr.strip().replace("/", "//")
    try:
        tree = ast.parse(expr, mode="eval").body
    except SyntaxError as err:
        raise ConstantError("cannot read %r: %s" % (expr, err))

    def walk(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in names:
                raise ConstantError("unknown name %s in %r" % (node.id, expr))
            return names[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -walk(node.operand)
        raise ConstantError("cannot read %r" % expr)
    return walk(tree)


def _ints(text, names):
    """Adds the int constants and enumerators of text to names, in the text's order (a
    definition may use the ones before it)."""
    pattern = re.compile(r"constexpr\s+int\s+(\w+)\s*=\s*([^;{]+);"
                         r"|enum\s+\w+\s*:\s*int\s*\{([^}]*)\}")
    for m in pattern.finditer(text):
        if m.group(1):
            names[m.group(1)] = evaluate(m.group(2), names)
            continue
        for item in m.group(3).split(","):
            if "=" in item:
                name, expr = item.split("=", 1)
                names[name.strip()] = evaluate(expr, names)


def _doubles(text, names):
    """Adds the double constants of text (a literal each) to names."""
    for m in re.finditer(r"constexpr\s+double\s+(\w+)\s*=\s*([-+0-9.eE]+)\s*;", text):
        names[m.group(1)] = float(m.group(2))


def generator_names(text):
    """Generator enumerator -> the name move_reasons prints (generatorName's switch)."""
    body = re.search(r"generatorName\(Generator g\)\s*\{(.*?)\n\}", text, re.S)
    if not body:
        raise ConstantError("no generatorName in %s" % GENERATOR_NAMES)
    return dict(re.findall(r"case Generator::(\w+):\s*return \"(\w+)\";", body.group(1)))


def families(text, gen_names):
    """kChoiceFamilyList as move_reasons names: 'territory', 'shapes CD', ..."""
    body = re.search(r"kChoiceFamilyList\s*=\s*\{\{(.*?)\}\};", text, re.S)
    if not body:
        raise ConstantError("no kChoiceFamilyList in learned_chooser.h")
    out = []
    for gen, pattern in re.findall(r"\{Generator::(\w+),\s*\"(\w*)\"\}", body.group(1)):
        if gen not in gen_names:
            raise ConstantError("generator %s has no name in %s" % (gen, GENERATOR_NAMES))
        out.append(gen_names[gen] + (" " + pattern if pattern else ""))
    return out


def point_weights(text):
    m = re.search(r"kPointWeights\s*=\s*\{([^}]*)\}", text)
    if not m:
        raise ConstantError("no kPointWeights in point_values.h")
    return [float(x) for x in m.group(1).split(",") if x.strip()]


def constants(root=ROOT):
    """{name: int} of SHARED (and every other int constant of the headers), {name: float}
    of SHARED_DOUBLES (and the other double constants), plus
    'families' (list of names) and 'point_weights' (list of floats)."""
    names = {}
    texts = {}
    for rel in HEADERS:
        with open(os.path.join(root, rel), encoding="utf-8") as f:
            texts[rel] = _strip_comments(f.read())
        _ints(texts[rel], names)
        _doubles(texts[rel], names)
    missing = [n for n in SHARED + SHARED_DOUBLES if n not in names]
    if missing:
        raise ConstantError("not found in %s: %s" % (", ".join(HEADERS), " ".join(missing)))
    with open(os.path.join(root, GENERATOR_NAMES), encoding="utf-8") as f:
        gen_names = generator_names(f.read())
    out = dict(names)
    out["families"] = families(texts["engine/genmove/learned_chooser.h"], gen_names)
    out["point_weights"] = point_weights(texts["engine/genmove/point_values.h"])
    if len(out["families"]) != out["kChoiceFamilies"]:
        raise ConstantError("kChoiceFamilyList has %d entries, kChoiceFamilies %d"
                            % (len(out["families"]), out["kChoiceFamilies"]))
    if len(out["point_weights"]) != out["kPointFeatures"]:
        raise ConstantError("kPointWeights has %d entries, kPointFeatures %d"
                            % (len(out["point_weights"]), out["kPointFeatures"]))
    return out


def lines(c):
    """The probe's format: `NAME VALUE` per shared constant, `family I NAME`, `weight I W`."""
    out = ["%s %d" % (n, c[n]) for n in SHARED]
    out += ["%s %.6g" % (n, c[n]) for n in SHARED_DOUBLES]
    out += ["family %d %s" % (i, f) for i, f in enumerate(c["families"])]
    out += ["weight %d %.6g" % (i, w) for i, w in enumerate(c["point_weights"])]
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    pr = sub.add_parser("print")
    pr.add_argument("--root", default=ROOT)
    args = p.parse_args(argv)
    try:
        print("\n".join(lines(constants(args.root))))
    except ConstantError as err:
        print("cxx_constants.py: %s" % err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""SGF (FF[4]) writing for the match runner, and a small strict parser for its tests.

Moves come as GTP vertices ('D4', 'pass'); SGF points are two letters, column then row
counted from the top; a pass is an empty value.
"""
from gtp_client import LETTERS


def sgf_point(vertex, size):
    """GTP vertex -> SGF point ('' for a pass); ValueError if off the board."""
    v = vertex.strip().upper()
    if v == "PASS":
        return ""
    col = LETTERS.find(v[:1]) if v else -1
    try:
        row = int(v[1:])
    except ValueError:
        row = 0
    if col < 0 or col >= size or not 1 <= row <= size:
        raise ValueError("not a vertex on a %dx%d board: %r" % (size, size, vertex))
    return "abcdefghijklmnopqrstuvwxy"[col] + "abcdefghijklmnopqrstuvwxy"[size - row]


def gtp_vertex(point, size):
    """SGF point -> GTP vertex ('pass' for '' or 'tt' on boards up to 19x19)."""
    if point == "" or (point == "tt" and size <= 19):
        return "pass"
    col = ord(point[0]) - ord("a")
    row = size - (ord(point[1]) - ord("a"))
    return "%s%d" % (LETTERS[col], row)


def escape(text):
    """SGF text value escaping: backslash and closing bracket."""
    return str(text).replace("\\", "\\\\").replace("]", "\\]")


def _prop(ident, *values):
    return ident + "".join("[%s]" % escape(v) for v in values)


def game_sgf(info, moves):
    """One game as SGF text.

    info: size, komi, black, white, result, and optionally handicap (list of vertices),
    rules, date, event, comment. moves: dicts with color ('B'/'W'), vertex, and optional
    time_left (seconds, BL/WL), stones_left (byo-yomi stones, OB/OW) and comment.
    """
    size = info["size"]
    root = [_prop("GM", 1), _prop("FF", 4), _prop("CA", "UTF-8"), _prop("AP", "moyogo-match:1"),
            _prop("SZ", size), _prop("KM", "%g" % info["komi"]),
            _prop("RU", info.get("rules", "Japanese")), _prop("PB", info["black"]),
            _prop("PW", info["white"]), _prop("RE", info["result"])]
    if info.get("date"):
        root.append(_prop("DT", info["date"]))
    if info.get("event"):
        root.append(_prop("EV", info["event"]))
    handicap = info.get("handicap") or []
    if handicap:
        root.append(_prop("HA", len(handicap)))
        root.append(_prop("AB", *[sgf_point(v, size) for v in handicap]))
    if info.get("comment"):
        root.append(_prop("C", info["comment"]))
    out = ["(;" + "".join(root)]
    for i, mv in enumerate(moves):
        node = _prop(mv["color"], sgf_point(mv["vertex"], size))
        if mv.get("time_left") is not None:
            node += _prop(mv["color"] + "L", "%.1f" % mv["time_left"])
            if mv.get("stones_left"):
                node += _prop("O" + mv["color"], mv["stones_left"])
        if mv.get("comment"):
            node += _prop("C", mv["comment"])
        out.append(("\n;" if i % 10 == 0 else ";") + node)
    out.append(")\n")
    return "".join(out)


class SgfError(ValueError):
    pass


def _skip_ws(text, i):
    while i < len(text) and text[i].isspace():
        i += 1
    return i


def _value(text, i):
    """Reads '[...]' at text[i]; returns (value, next index)."""
    out = []
    i += 1
    while i < len(text) and text[i] != "]":
        if text[i] == "\\" and i + 1 < len(text):
            i += 1
        out.append(text[i])
        i += 1
    if i >= len(text):
        raise SgfError("unterminated property value")
    return "".join(out), i + 1


def _node(text, i):
    """Reads the properties after ';'; returns (dict ident -> [values], next index)."""
    props = {}
    i = _skip_ws(text, i)
    while i < len(text) and text[i].isalpha():
        start = i
        while i < len(text) and text[i].isalpha():
            i += 1
        ident = text[start:i]
        if not ident.isupper():
            raise SgfError("property identifier not upper case: %r" % ident)
        if ident in props:
            raise SgfError("property %s twice in one node" % ident)
        i = _skip_ws(text, i)
        if i >= len(text) or text[i] != "[":
            raise SgfError("property %s without a value" % ident)
        values = []
        while i < len(text) and text[i] == "[":
            value, i = _value(text, i)
            values.append(value)
            i = _skip_ws(text, i)
        props[ident] = values
    return props, i


def _tree(text, i):
    """Reads '(' nodes subtrees ')'; returns ((nodes, children), next index)."""
    if text[i] != "(":
        raise SgfError("expected '(' at %d" % i)
    i = _skip_ws(text, i + 1)
    nodes, children = [], []
    while i < len(text) and text[i] == ";":
        props, i = _node(text, i + 1)
        nodes.append(props)
        i = _skip_ws(text, i)
    if not nodes:
        raise SgfError("game tree without a node at %d" % i)
    while i < len(text) and text[i] == "(":
        child, i = _tree(text, i)
        children.append(child)
        i = _skip_ws(text, i)
    if i >= len(text) or text[i] != ")":
        raise SgfError("expected ')' at %d" % i)
    return (nodes, children), i + 1


def parse_sgf(text):
    """The main line of the first game tree: a list of nodes (dict ident -> [values])."""
    i = _skip_ws(text, 0)
    if i >= len(text):
        raise SgfError("empty SGF")
    (nodes, children), i = _tree(text, i)
    rest = text[i:].strip()
    if rest and not rest.startswith("("):
        raise SgfError("text after the game tree")
    while children:
        more, children = children[0]
        nodes = nodes + more
    return nodes

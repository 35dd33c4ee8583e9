#!/usr/bin/env python3
"""The top README stays a README for people (CTest readme_unit, label unit).

Rules: at most MAX_WORDS words (counted as `wc -w` counts: runs of non-whitespace bytes), no
table cell over MAX_CELL_WORDS words, no path outside the repository (no /work/, no ../,
no absolute path that is not part of a URL), no word of how the work was organised
("sitting", "session"), `make test` shown, and every row of the strength table (the table
whose header starts with "opponent") found in docs/measurements.md: its "A of N" wins,
the numbers of its margin and CPU cells, and its date as a dated section of the log.

Each rule is a function from text to a list of problems, so the tests below can show that
every rule catches a README that breaks it.
"""
import os
import re
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
MEASUREMENTS = os.path.join(ROOT, "docs", "measurements.md")

MAX_WORDS = 2500
MAX_CELL_WORDS = 60
# An absolute path: a slash that starts a token (after the start of a line, a space, a
# quote, a backtick, a bracket or '='), followed by a name. "5/21" and "s/move" do not
# start a token; "https://host/path" has its slash after ':' or '/', so URLs pass.
ABSOLUTE_PATH = re.compile(r"(?:^|(?<=[\s`'\"(\[=<]))/[A-Za-z0-9_.~-]+", re.MULTILINE)
WORK_WORDS = re.compile(r"\b(sittings?|sessions?)\b", re.IGNORECASE)
WINS = re.compile(r"\b\d+ of \d+\b")
NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")
DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")


def word_count(text):
    """Words as `wc -w` counts them: runs of bytes that are not ASCII whitespace."""
    return len(text.encode("utf-8").split())


def table_rows(text):
    """Every table row as (line number, [cell texts]); `\\|` inside a cell is no separator."""
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not stripped.startswith("|"):
            continue
        cells = re.split(r"(?<!\\)\|", stripped.strip("|"))
        rows.append((number, [c.strip() for c in cells]))
    return rows


def check_words(text):
    n = word_count(text)
    return [] if n <= MAX_WORDS else ["%d words, more than %d" % (n, MAX_WORDS)]


def check_cells(text):
    problems = []
    for number, cells in table_rows(text):
        for cell in cells:
            n = len(cell.split())
            if n > MAX_CELL_WORDS:
                problems.append("line %d: a table cell of %d words (at most %d): %s..." %
                                (number, n, MAX_CELL_WORDS, cell[:60]))
    return problems


def check_paths(text):
    problems = []
    for number, line in enumerate(text.splitlines(), 1):
        for bad in ("/work/", "../"):
            if bad in line:
                problems.append("line %d: a path outside the repository (%s)" % (number, bad))
        for m in ABSOLUTE_PATH.finditer(line):
            problems.append("line %d: an absolute path %s" % (number, m.group(0)))
    return problems


def check_work_words(text):
    return ["line %d: '%s' (how the work was organised, not what moyogo is)" %
            (text.count("\n", 0, m.start()) + 1, m.group(0))
            for m in WORK_WORDS.finditer(text)]


def check_make_test(text):
    return [] if re.search(r"^make test\b", text, re.MULTILINE) else [
        "no line starting with 'make test'"]


def strength_rows(text):
    """The rows of the table whose header's first cell is 'opponent', as dicts by header."""
    rows = table_rows(text)
    for i, (_, cells) in enumerate(rows):
        if cells and cells[0].lower() == "opponent":
            header = [c.lower() for c in cells]
            body = []
            for number, row in rows[i + 2:]:
                if number != rows[i][0] + 2 + len(body):
                    break
                body.append((number, dict(zip(header, row))))
            return body
    return []


def check_strength_table(text, log):
    """Every row of the strength table is in the measurement log."""
    rows = strength_rows(text)
    if not rows:
        return ["no strength table (a table whose header starts with 'opponent')"]
    dated = set(re.findall(r"^##+ (\d{4}-\d{2}-\d{2})", log, re.MULTILINE))
    problems = []
    for number, row in rows:
        wins = [c for k, c in row.items() if k.startswith("moyogo wins")]
        found = WINS.findall(wins[0]) if wins else []
        if not found:
            problems.append("line %d: no 'A of N' wins figure" % number)
        for figure in found:
            if figure not in log:
                problems.append("line %d: '%s' is not in docs/measurements.md" % (number, figure))
        for key, cell in row.items():
            if "margin" in key or key.startswith("cpu"):
                for figure in NUMBER.findall(cell):
                    if not re.search(r"(?<![\d.])%s(?![\d])" % re.escape(figure), log):
                        problems.append("line %d: %s '%s' is not in docs/measurements.md" %
                                        (number, key, figure))
        dates = DATE.findall(row.get("date", ""))
        if not dates:
            problems.append("line %d: no date" % number)
        for date in dates:
            if date not in dated:
                problems.append("line %d: no section of %s in docs/measurements.md" %
                                (number, date))
    return problems


def all_problems(text, log):
    return (check_words(text) + check_cells(text) + check_paths(text) +
            check_work_words(text) + check_make_test(text) + check_strength_table(text, log))


GOOD = """# moyogo

```
make run
make test
```

| opponent | board | games | moyogo wins (95%) | mean margin | CPU s/move moyogo | date |
| --- | --- | --- | --- | --- | --- | --- |
| GNU Go 3.8 level 1 | 19x19 | 200 | 52 of 200 (20.4-32.5%) | -18.8 | 0.074 | 2026-11-28 |

See https://example.org/a/b and `docs/measurements.md`; 5/21 moyo, 0.07 s/move.
"""
LOG = """# Measurements

## 2026-11-28

### A change

- 19x19: 52 of 200, mean -18.8, CPU 0.074 / 0.066.
"""


class RulesCatchBrokenReadmes(unittest.TestCase):
    def test_good_text_passes(self):
        self.assertEqual(all_problems(GOOD, LOG), [])

    def test_too_many_words(self):
        self.assertEqual(check_words("word " * MAX_WORDS), [])
        self.assertEqual(check_words("word " * (MAX_WORDS + 1)),
                         ["%d words, more than %d" % (MAX_WORDS + 1, MAX_WORDS)])

    def test_word_count_is_wc_w(self):
        self.assertEqual(word_count("a  b\tc\nd `e|f` -- 5/21"), 7)

    def test_long_cell(self):
        text = "| a | b |\n| --- | --- |\n| x | %s |\n" % ("w " * (MAX_CELL_WORDS + 1))
        problems = check_cells(text)
        self.assertEqual(len(problems), 1)
        self.assertTrue(problems[0].startswith("line 3: a table cell of 61 words"), problems)

    def test_escaped_bar_is_inside_a_cell(self):
        self.assertEqual(table_rows("| `a\\|b` | c |"), [(1, ["`a\\|b`", "c"])])

    def test_paths_outside(self):
        self.assertEqual(len(check_paths("games in /work/m19-pn2\n")), 2)  # /work/ and /work
        self.assertEqual(check_paths("the suite in ../shared/spec\n"),
                         ["line 1: a path outside the repository (../)"])
        self.assertEqual(check_paths("run `/usr/games/gnugo`\n"),
                         ["line 1: an absolute path /usr"])
        self.assertEqual(check_paths("(/tmp/x.sgf)\n"), ["line 1: an absolute path /tmp"])

    def test_urls_and_ratios_are_no_paths(self):
        self.assertEqual(check_paths("https://github.com/x/y 5/21 s/move ascii|gtp a/b\n"), [])

    def test_work_words(self):
        self.assertEqual(len(check_work_words("the tenth Sitting\nin one session\n")), 2)
        self.assertEqual(check_work_words("sits, sitter"), [])

    def test_make_test_shown(self):
        self.assertEqual(check_make_test("make run\n"), ["no line starting with 'make test'"])

    def test_strength_row_not_in_log(self):
        problems = check_strength_table(GOOD.replace("52 of 200", "53 of 200"), LOG)
        self.assertEqual(problems, ["line 10: '53 of 200' is not in docs/measurements.md"])

    def test_strength_numbers_and_date_in_log(self):
        problems = check_strength_table(GOOD.replace("-18.8", "-18.9").replace(
            "2026-11-28 |", "2026-11-29 |"), LOG)
        self.assertEqual(problems, [
            "line 10: mean margin '-18.9' is not in docs/measurements.md",
            "line 10: no section of 2026-11-29 in docs/measurements.md"])

    def test_number_must_not_be_part_of_a_longer_one(self):
        self.assertEqual(check_strength_table(GOOD, LOG.replace("0.074", "10.0745")), [
            "line 10: cpu s/move moyogo '0.074' is not in docs/measurements.md"])

    def test_no_strength_table(self):
        self.assertEqual(check_strength_table("# moyogo\n", LOG),
                         ["no strength table (a table whose header starts with 'opponent')"])


class TheReadme(unittest.TestCase):
    def test_readme_keeps_the_rules(self):
        with open(README, encoding="utf-8") as f:
            text = f.read()
        with open(MEASUREMENTS, encoding="utf-8") as f:
            log = f.read()
        self.assertEqual(all_problems(text, log), [])
        self.assertGreaterEqual(len(strength_rows(text)), 1)


if __name__ == "__main__":
    unittest.main(verbosity=1 if sys.stdout.isatty() else 2)

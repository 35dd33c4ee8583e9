"""A minimal GTP client over pipes (Python 3 standard library only).

Used by the peer comparison scripts: start an engine, send one command, read the whole
response (up to the empty line), and get (ok, text) back.
"""
import os
import shutil
import subprocess

SKIP = 77  # ctest SKIP_RETURN_CODE

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def vertex(x, y, size):
    """GTP name of column x (0 = A) and row y counted from the top (0 = top row)."""
    return "%s%d" % (LETTERS[x], size - y)


def find_gnugo(path):
    """The gnugo executable, or None."""
    if path and os.path.exists(path):
        return path
    return shutil.which("gnugo")


class GtpError(Exception):
    """The engine died or answered something that is not GTP."""


class Engine:
    def __init__(self, argv, cwd=None, name=None, stderr=subprocess.DEVNULL):
        self.name = name or os.path.basename(argv[0])
        self.argv = argv
        self.proc = subprocess.Popen(
            argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=stderr, cwd=cwd, text=True, bufsize=1)

    def send(self, command):
        """Sends one command; returns (ok, text) with the '=' / '?' and id removed."""
        try:
            self.proc.stdin.write(command + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as err:
            raise GtpError("%s died before '%s': %s" % (self.name, command, err))
        lines = []
        while True:
            line = self._read_line(command)
            if line == "":
                raise GtpError("%s closed its output after '%s'" % (self.name, command))
            line = line.rstrip("\r\n")
            if line == "" and lines:
                break
            if line == "" and not lines:
                continue
            lines.append(line)
        head = lines[0]
        if head[:1] not in ("=", "?"):
            raise GtpError("%s: malformed response to '%s': %r" % (self.name, command, head))
        ok = head[0] == "="
        text = "\n".join([head[1:].strip()] + lines[1:]).strip()
        return ok, text

    def _read_line(self, command):
        """One line of the engine's output ('' at end of file); subclasses add timeouts."""
        del command
        return self.proc.stdout.readline()

    def must(self, command):
        ok, text = self.send(command)
        if not ok:
            raise GtpError("%s: '%s' failed: %s" % (self.name, command, text))
        return text

    def close(self):
        try:
            if self.proc.poll() is None:
                self.proc.stdin.write("quit\n")
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()

"""A GTP engine for the match runner: per-command timeouts, process CPU, stderr capture.

Extends gtp_client.Engine: a reader thread queues the engine's output lines so a command
can time out (the engine is then killed: its late answer would desynchronise the
protocol); the engine's CPU time comes from /proc/<pid>/task/*/schedstat (nanoseconds,
all threads), else /proc/<pid>/stat (10 ms ticks: too coarse for a 1 ms move), else GTP
`cputime`; stderr is kept when asked (the fearless
override trace of moyogo's `-m 128`).
"""
import os
import queue
import re
import subprocess
import threading
import time

from gtp_client import Engine, GtpError

# GNU Go 2.x's fearless trace line (notes 4.14), printed by genmove with -m 128.
OVERRIDE_LINE = re.compile(
    r"genmove\(\) recommended (\S+) val (-?\d+) but we play (\S+) with new val (-?\d+)")


class CommandTimeout(GtpError):
    """The engine did not answer a command in time."""


def count_overrides(lines):
    """Number of fearless override trace lines among stderr lines."""
    return sum(1 for line in lines if OVERRIDE_LINE.search(line))


def _sched_cpu(pid):
    """CPU seconds of all threads of a process from /proc/<pid>/task/*/schedstat
    (nanoseconds on the CPU), or None."""
    total = 0
    try:
        for tid in os.listdir("/proc/%d/task" % pid):
            with open("/proc/%d/task/%s/schedstat" % (pid, tid)) as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return total / 1e9


def _stat_cpu(pid):
    """User + system CPU seconds of a process from /proc/<pid>/stat (clock ticks), or None."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()
    # fields[0] is field 3 (state): utime and stime are fields 14 and 15.
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class TimedEngine(Engine):
    def __init__(self, argv, name, capture_stderr=False):
        try:
            super().__init__(argv, name=name,
                             stderr=subprocess.PIPE if capture_stderr else subprocess.DEVNULL)
        except OSError as err:
            raise GtpError("cannot start %s (%s): %s" % (name, argv[0], err))
        self._lines = queue.Queue()
        self._deadline = None
        self._eof = False
        self._last_cpu = 0.0
        self.stderr_lines = []
        self._threads = [threading.Thread(target=self._pump_stdout, daemon=True)]
        if capture_stderr:
            self._threads.append(threading.Thread(target=self._pump_stderr, daemon=True))
        for t in self._threads:
            t.start()
        self.cpu_source = "gtp"
        for source, read in (("schedstat", _sched_cpu), ("stat", _stat_cpu)):
            if read(self.proc.pid) is not None:
                self.cpu_source = source
                break

    def _pump_stdout(self):
        for line in self.proc.stdout:
            self._lines.put(line)
        self._eof = True
        self._lines.put("")

    def _pump_stderr(self):
        for line in self.proc.stderr:
            self.stderr_lines.append(line.rstrip("\n"))

    def _read_line(self, command):
        timeout = None
        if self._deadline is not None:
            timeout = max(0.0, self._deadline - time.monotonic())
        try:
            return self._lines.get(block=not self._eof, timeout=timeout)
        except queue.Empty:
            if self._eof:
                return ""
            raise CommandTimeout("%s did not answer '%s' in time" % (self.name, command))

    def send(self, command, timeout=None):
        """Like Engine.send; raises CommandTimeout after `timeout` seconds (None: wait)."""
        self._deadline = None if timeout is None else time.monotonic() + timeout
        try:
            return super().send(command)
        finally:
            self._deadline = None

    def cpu_seconds(self):
        """CPU seconds the engine process used so far (the last value once it died)."""
        if self._eof or self.proc.poll() is not None:
            return self._last_cpu
        if self.cpu_source == "schedstat":
            cpu = _sched_cpu(self.proc.pid)
        elif self.cpu_source == "stat":
            cpu = _stat_cpu(self.proc.pid)
        else:
            ok, text = self.send("cputime", timeout=10)
            try:
                cpu = float(text) if ok else None
            except ValueError:
                cpu = None
        if cpu is not None:
            self._last_cpu = cpu
        return self._last_cpu

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()

    def close(self):
        """Ends the engine (quit, or kill) and waits for its stderr to be read."""
        if self.proc.poll() is None:
            try:
                self.send("quit", timeout=5)
            except GtpError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
        for t in self._threads:
            t.join(timeout=5)

"""A snippet that opens the child scripts of the Ctrl-C tests: it notes the
CPU time the process had used when SIGINT arrived, from a thread woken through
signal.set_wakeup_fd, so that what a call spends after Ctrl-C is measured in
CPU time, which the machine's load does not stretch. The script calls
``cpu_since_sigint()`` first thing in its KeyboardInterrupt handler."""

from __future__ import annotations

import textwrap

SIGINT_CLOCK = textwrap.dedent(
    """
    import os, signal, threading, time
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    signal.set_wakeup_fd(write_end)
    arrived = []
    def note():
        os.read(read_end, 1)
        arrived.append(time.process_time())
    threading.Thread(target=note, daemon=True).start()
    def cpu_since_sigint():
        spent = time.process_time()
        for _ in range(100):  # the thread may not have run yet
            if arrived:
                break
            time.sleep(0.01)
        return spent - arrived[0]
    """
)

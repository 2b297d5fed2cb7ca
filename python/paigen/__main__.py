"""``python -m paigen``: the command line of :mod:`paigen.cli`."""

import sys

try:
    from .cli import main
except KeyboardInterrupt:  # Ctrl-C while the command line loads: as in a command
    print("paigen: interrupted", file=sys.stderr)
    sys.exit(130)

if __name__ == "__main__":
    sys.exit(main())

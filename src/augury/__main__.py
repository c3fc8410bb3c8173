import sys

from augury.cli import main

sys.exit(main())

"""``python -m quizruntime``: the ``quiz-runtime`` command line."""

from ._cli import entry

if __name__ == "__main__":
    entry()

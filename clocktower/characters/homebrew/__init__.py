"""Behaviour modules of homebrew characters registered in :mod:`clocktower.homebrew`."""

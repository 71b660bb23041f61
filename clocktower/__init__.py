"""clocktower: a rules engine and Storyteller for Blood on the Clocktower.

The engine is pausable and deterministic: :class:`clocktower.engine.Game` exposes the one
decision it waits for (``game.pending``) and takes an answer (``game.answer(value)``).
Everything random (token draws, Storyteller picks, bot choices) is an answer from an agent.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]

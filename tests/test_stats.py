"""The Wilson interval against known values."""

import pytest

from clocktower.stats import wilson_interval


def test_known_values() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_bad_counts() -> None:
    with pytest.raises(ValueError, match="wins <= games"):
        wilson_interval(3, 2)

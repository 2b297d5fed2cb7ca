"""lf.old_cards takes its two arguments by position or by name, the public cards optional."""

import pytest

from paigen import lukfu as lf


def test_old_cards_same_result_by_position_and_by_name():
    expected = "8s"
    assert lf.old_cards("8s", "9s") == expected
    assert lf.old_cards("8s", public="9s") == expected
    assert lf.old_cards(hand="8s", public="9s") == expected
    assert lf.old_cards(public="9s", hand="8s") == expected
    assert lf.old_cards(lf.Hand("8s"), lf.Hand("9s")) == expected


def test_old_cards_public_defaults_to_no_cards():
    assert lf.old_cards("8s") == lf.old_cards("8s", "") == ""
    assert lf.old_cards(hand="9m 1c") == "1c 9m"


@pytest.mark.parametrize(
    "call",
    [
        lambda: lf.old_cards(),
        lambda: lf.old_cards(public="9s"),
        lambda: lf.old_cards("8s", "9s", "1c"),
        lambda: lf.old_cards("8s", pub="9s"),
        lambda: lf.old_cards("8s", hand="8s"),
    ],
)
def test_old_cards_wrong_arguments_raise_type_error(call):
    with pytest.raises(TypeError, match="old_cards"):
        call()


def test_old_cards_result_is_a_plain_str():
    result = lf.old_cards("9c 9s")
    assert type(result) is str and result == "9c 9s" and result.isascii()
    assert lf.old_cards("2c") == "" and type(lf.old_cards("2c")) is str

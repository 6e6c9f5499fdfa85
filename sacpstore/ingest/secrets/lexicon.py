"""Whether letters are a word of a language people write (wordfreq's lists of 40-odd
languages): a password a person makes of letters alone runs words together or bends them
(``kisumuchapati``, ``blodaucariad``), where a sentence's next word is one
(``wachtwoord is veranderd``)."""

from __future__ import annotations

from functools import cache

# Shorter words than a letters-alone password (values.letters_password) are never asked about.
_MIN_LETTERS = 8


def language_word(letters: bytes) -> bool:
    """Whether ``letters`` (ASCII, any case) is a word of a language wordfreq's small lists
    hold (words of a frequency of one in a million or more in any of them)."""
    return letters.lower() in _words()


@cache
def _words() -> frozenset[bytes]:
    """The ASCII words of 8 letters or more in wordfreq's small lists of every language it
    has, read a language at a time and its cache cleared after, so that a scan holds the set
    (about 20 MB), not the lists (about 200 MB)."""
    from wordfreq import available_languages, get_frequency_dict, get_frequency_list

    words: set[bytes] = set()
    for language in sorted(available_languages("small")):
        for word in get_frequency_dict(language, "small"):
            if len(word) >= _MIN_LETTERS and word.isascii() and word.isalpha():
                words.add(word.encode())
        get_frequency_dict.cache_clear()
        get_frequency_list.cache_clear()
    return frozenset(words)

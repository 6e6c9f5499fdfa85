"""The words for password in the languages people write them in, which the rules read as a
credential's name and a sentence's (patterns.py)."""

from __future__ import annotations

# The word for password in Arabic (kalimat al-murur, kalimat as-sirr), Persian (ramz-e obur),
# Hebrew (sisma, both spellings), Hindi, Bengali, Thai, Greek (kodikos), Vietnamese (mat khau)
# and Indonesian/Malay (kata sandi), written with a space, an underscore or neither.
MORE_PASSWORD_WORDS = (
    "كلمة المرور", "كلمة السر", "رمز عبور", "סיסמה", "סיסמא", "पासवर्ड", "পাসওয়ার্ড", "รหัสผ่าน",
    "κωδικός", "κωδικος", "mật khẩu", "mat khau", "kata sandi",
)  # fmt: skip
# The word for password in prose: in English, in the languages that write it in Latin letters
# (diacritics or not: people type ``losenord`` for ``lösenord``, ``lykilord`` for
# ``lykilorð``), in Cyrillic (Russian's and Ukrainian's, Bulgarian's, Serbian's), in Chinese,
# Japanese and Korean, and the words of the list above.
PASSWORD_WORDS = (
    "password", "passphrase", "passcode", "passwort", "kennwort", "wachtwoord", "contraseña",
    "contrasena", "senha", "mot de passe", "salasana", "hasło", "haslo", "heslo", "jelszó",
    "jelszo", "lösenord", "losenord", "passord", "adgangskode", "lozinka", "geslo", "şifre",
    "sifre", "clave", "lykilorð", "lykilord", "pasfhocal", "slaptažodis", "slaptazodis",
    "contrasenya", "contrasinal", "pasahitza", "cyfrinair", "parool", "parole", "parola",
    "kodeord", "wagwoord", "facal-faire", "fjalëkalim", "fjalekalim", "palavra-passe",
    "pasvorto", "nenosiri", "kata laluan", "salasõna", "parolă", "пароль", "парола", "лозинка",
    "密码", "密碼", "パスワード", "비밀번호", *MORE_PASSWORD_WORDS,
)  # fmt: skip


def with_capitals(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words``, and each that opens with a letter beyond ASCII also capitalised (``Şifre``,
    ``Κωδικός``): the rules fold the case of ASCII letters only."""
    capitalised = (word[0].upper() + word[1:] for word in words if not word[0].isascii())
    return words + tuple(word for word in capitalised if word not in words)

"""The words for password in the languages people write them in, which the rules read as a
credential's name and a sentence's (patterns.py) and a table's credential column (decode.py)."""

from __future__ import annotations

# The word for password in Arabic (kalimat al-murur, kalimat as-sirr and kalimat sirr, and the
# loanword basoord), Persian (ramz-e obur, gozarvazheh), Urdu, Hebrew (sisma, both spellings), Hindi
# and Marathi, Bengali, Punjabi, Gujarati, Tamil, Telugu, Kannada and Malayalam (with the zero-width
# non-joiner their keyboards put after the virama, and without), Sinhala, Thai, Lao, Khmer, Burmese,
# Georgian (paroli), Armenian, Amharic, Greek (kodikos, and kleidarithmos, the word of Greece's
# public services' logins), Mongolian, Kazakh, Vietnamese (mat khau), Indonesian/Malay (kata sandi),
# Korean's other word (amho), Chinese's (kouling) and Japanese's for a PIN (anshou bangou),
# Marathi's and Hindi's formal word (sanketshabd), Kyrgyz's and Kazakh's single words, Malagasy's
# (teny miafina, or as one word), Samoan's (upu faalilo), Maori's (kupuhipa, and the Cook Islands'
# kupu huna), Chichewa's (mawu achinsinsi), Tigrinya's (mehlefi qal), Urdu's, Pashto's and Sindhi's
# loanword written as one word, Persian's for a login (ramz-e vorud), Korean's short word (bibeon),
# Thai's and Lao's short words (rahat, lahat), Persian's colloquial word alone (ramz), Kurdish
# Sorani's (wushey niheni, wushey teper), Yoruba's (oro asina, with and without its tone marks),
# Hausa's (kalmar sirri) and Igbo's (okwuntughe), Amharic's loanword (pasword), Persian's
# kalame-ye obur, Fijian's (vosa vuni), Xhosa's (igama lokugqithisa), Tongan's second (lea
# fakapulipuli), written with a space, an underscore or neither.
MORE_PASSWORD_WORDS = (
    "كلمة المرور", "كلمة السر", "كلمة سر", "باسورد", "رمز عبور", "گذرواژه", "پاس ورڈ", "סיסמה",
    "סיסמא",
    "पासवर्ड", "পাসওয়ার্ড", "ਪਾਸਵਰਡ", "પાસવર્ડ", "கடவுச்சொல்", "పాస్‌వర్డ్", "పాస్వర్డ్", "ಪಾಸ್‌ವರ್ಡ್",
    "ಪಾಸ್ವರ್ಡ್", "പാസ്‌വേഡ്", "പാസ്വേഡ്", "මුරපදය", "รหัสผ่าน", "ລະຫັດຜ່ານ", "ពាក្យសម្ងាត់",
    "စကားဝှက်", "პაროლი", "գաղտնաբառ", "የይለፍ ቃል", "κωδικός", "κωδικος", "нууц үг", "құпия сөз",
    "mật khẩu", "mat khau", "kata sandi", "암호", "口令", "暗証番号", "संकेतशब्द", "сырсөз",
    "құпиясөз", "teny miafina", "tenimiafina", "upu faalilo", "kupu huna", "kupuhipa",
    "mawu achinsinsi", "รหัส",
    "ລະຫັດ", "መሕለፊ ቃል", "پاسورڈ", "پاسورډ", "رمز ورود", "비번", "κλειδάριθμος", "κλειδαριθμος",
    "پاسورڊ", "رمز", "وشەی نهێنی", "وشەی تێپەڕ", "ọ̀rọ̀ aṣínà", "ọrọ aṣina", "kalmar sirri",
    "okwuntughe", "ፓስወርድ", "کلمه عبور", "کلمه‌عبور", "vosa vuni", "igama lokugqithisa",
    "lea fakapulipuli",
)  # fmt: skip
# The word for password in prose: in English, in the languages that write it in Latin letters
# (diacritics or not: people type ``losenord`` for ``lösenord``, ``lykilord`` for ``lykilorð``,
# ``sifra`` for ``šifra``; Serbian's and Croatian's ``šifra``, Azerbaijani's ``şifrə``, Uzbek's
# ``parol``, Zulu's ``iphasiwedi`` (``i-phasiwedi``), Shona's ``pasiwedhi``, Sesotho's
# ``phasewete``, Faroese ``loyniorð``, Turkmen ``açarsöz``, Bislama's and Pijin's ``pasword``,
# Luxembourgish ``Passwuert``, Romansh's ``pled-clav``, Somali's ``sirta`` (``erayga sirta``,
# ``sirtu`` as a sentence's subject), Wolof's ``baatu jall`` (``baatu-jàll``), French's ``code
# d'accès``, Swahili's other word, ``nywila``, Indonesian's ``sandi`` (``kata sandi``),
# Kinyarwanda's ``ijambo ry'ibanga``, Haitian Creole's ``modpas``, Tongan's ``pasiueti``,
# Guarani's ``ñe'ẽñemi``;
# Hungarian's stem before an ending, ``jelszav-``: ``jelszavát``, ``jelszavad``; the stems the
# Slavic languages decline, ``lozink-``, ``hesl-``, ``hasł-``, ``парол-``: ``lozinku``, ``hesla``,
# ``hasłem``, ``пароля``), in Cyrillic (Russian's and Ukrainian's, Bulgarian's, Serbian's, Tajik's
# ``рамз``), in Chinese, Japanese and Korean, and the words of the list above.
PASSWORD_WORDS = (
    "password", "passphrase", "passcode", "passwort", "kennwort", "wachtwoord", "contraseña",
    "contrasena", "senha", "mot de passe", "salasana", "hasło", "haslo", "heslo", "jelszó",
    "jelszo", "jelszav", "lösenord", "losenord", "passord", "adgangskode", "lozinka", "šifra",
    "sifra", "phasiwedi",
    "geslo", "şifre", "sifre", "şifrə", "parol", "iphasiwedi", "clave", "lykilorð", "lykilord",
    "lozink", "hesl", "hasł", "hasl",
    "pasfhocal", "slaptažodis", "slaptazodis",
    "contrasenya", "contrasinal", "pasahitza", "cyfrinair", "parool", "parole", "parola",
    "kodeord", "wagwoord", "facal-faire", "fjalëkalim", "fjalekalim", "palavra-passe",
    "pasvorto", "nenosiri", "nywila", "kata laluan", "salasõna", "parolă", "modpas", "ñe'ẽñemi",
    "pasiwedhi", "neno la siri",
    "phasewete", "loyniorð", "loyniord", "açarsöz", "acarsoz", "pasword", "passwuert",
    "pled-clav", "pled clav", "sirta", "sirtu", "baatu jall", "baatu-jall", "baatu jàll",
    "baatu-jàll", "sandi", "ijambo ry'ibanga", "code d'accès", "code d'acces",
    "ijambobanga", "pasiueti",
    "пароль", "парола", "парол", "лозинка", "рамз", "серсүз",
    "密码", "密碼", "パスワード", "비밀번호",
    *MORE_PASSWORD_WORDS,
)  # fmt: skip

# Logging in, as a note names it before a user and a password (``Prihlásenie do pokladne: peter
# / …``), beyond English's ``log in`` and ``sign in``: German, French, Spanish, Portuguese,
# Italian, Dutch, Polish, Czech, Slovak, Hungarian, Romanian, Turkish, the Nordic languages,
# Finnish, the South Slavic languages, Russian, Indonesian and Vietnamese, with their diacritics
# and without.
LOGIN_WORDS = (
    "anmeldung", "anmelden", "connexion", "identifiants", "inicio de sesión", "inicio de sesion",
    "iniciar sesión", "iniciar sesion", "acceso", "acesso", "accesso", "inloggen", "aanmelden",
    "logowanie", "zaloguj", "přihlášení", "prihlaseni", "prihlásenie", "prihlasenie", "belépés",
    "belepes", "bejelentkezés", "bejelentkezes", "autentificare", "giriş", "oturum aç",
    "inloggning", "logga in", "innlogging", "pålogging", "log ind", "kirjautuminen", "prijava",
    "вход", "masuk", "đăng nhập", "dang nhap", "ログイン", "登录", "登入", "로그인",
)  # fmt: skip


def with_capitals(words: tuple[str, ...]) -> tuple[str, ...]:
    """``words``, and each that opens with a letter beyond ASCII also capitalised (``Şifre``,
    ``Κωδικός``): the rules fold the case of ASCII letters only."""
    capitalised = (word[0].upper() + word[1:] for word in words if not word[0].isascii())
    return words + tuple(word for word in capitalised if word not in words)

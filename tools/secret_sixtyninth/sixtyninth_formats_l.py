# ruff: noqa: E501
"""Family l: a psychologists' practice (кабинет) in Bulgaria; Bulgarian (Cyrillic)."""

from __future__ import annotations

import random

from sixtyninth_corpus import alnum, gen_pw, pick, uuid4
from sixtyninth_spec import Fam, email, ics

FAM = Fam(
    name="psiholog_bulgaria_psychologists",
    orgs=("dushevnost", "psihocentar", "spokoystvie", "umaibalans", "vitoshapsy"),
    tld="bg",
    first=(
        ("Мария", "maria"),
        ("Георги", "georgi"),
        ("Елена", "elena"),
        ("Иван", "ivan"),
        ("Десислава", "desislava"),
        ("Николай", "nikolay"),
        ("Радостина", "radostina"),
        ("Петър", "petar"),
        ("Цветелина", "tsvetelina"),
        ("Димитър", "dimitar"),
    ),
    last=(
        ("Иванова", "ivanova"),
        ("Петров", "petrov"),
        ("Георгиева", "georgieva"),
        ("Димитров", "dimitrov"),
        ("Стоянова", "stoyanova"),
        ("Николов", "nikolov"),
        ("Тодорова", "todorova"),
        ("Христов", "hristov"),
    ),
    words=(
        "sofia",
        "vitosha",
        "rila",
        "pirin",
        "banitsa",
        "shopska",
        "rakia",
        "martenitsa",
        "roza",
        "kazanlak",
        "plovdiv",
        "varna",
        "burgas",
        "lyutenitsa",
        "slantse",
        "more",
        "zvezda",
        "gora",
        "kukeri",
        "horo",
    ),
    pets=("Sharo", "Mecho", "Pisana", "Maca", "Bobi", "Rex", "Zara"),
    places=("София", "Пловдив", "Варна", "Бургас", "Русе", "Стара Загора"),
    phone_pat="+359 88# ### ###",
    layout=("парола", "здравей", "обич", "мечта", "море", "душа"),
)
R = FAM.reg


# 1. Viber chat history (Bulgarian): the practice's Zoom account password -------------------------------------------
def _viber(s):
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    d = f"{s['d']}.{s['mo']}.{str(s['year'])[2:]}"
    return (
        f"[{d}, {s['time']}] {b}: Здрасти! Каква е паролата за Zoom акаунта на кабинета? Имам онлайн сесия в 18:00\n"
        f"[{d}, {s['time']}] {a}: Паролата е {s['cred']}\n"
        f"[{d}, {s['time']}] {b}: Мерси! 🙏\n"
        f"[{d}, {s['time']}] {a}: Не я пращай на клиенти, само линка\n"
    )


R(
    "psiholog_viber_chat_history_parola_zoom",
    ("Viber/Чат с <<fa2>>.txt", "Downloads/viber_chat_<<date>>.txt"),
    _viber,
    "human",
    syntax="",
)

# 2. .env with a Zoom Server-to-Server OAuth app ---------------------------------------------------------------------------
R(
    "psiholog_zoom_server_to_server_dotenv",
    ("online-sesii/.env", "srv/<<org>>-booking/.env"),
    """# Онлайн консултации: автоматично създаване на Zoom срещи при записване
ZOOM_ACCOUNT_ID=<<acc>>
ZOOM_CLIENT_ID=<<cid>>
ZOOM_CLIENT_SECRET=<<cred>>
BOOKING_URL=https://<<dom>>/zapisvane
TZ=Europe/Sofia
""",
    "p:zoom",
    syntax="",
    extra=lambda rng, s: {"acc": alnum(rng, 22), "cid": alnum(rng, 22)},
)

# 3. ePay.bg checkout: the merchant SECRET in PHP ------------------------------------------------------------------------------
R(
    "psiholog_epay_bg_checkout_secret_php",
    ("plashtane/epay.php", "public_html/<<org>>/inc/epay_config.php"),
    """<?php
// Плащане на консултации през ePay.bg
$EPAY_MIN = 'D<<min>>';
$EPAY_SECRET = '<<cred>>';
$EPAY_URL = 'https://www.epay.bg/';

function epay_encoded(array $data): array {
    global $EPAY_SECRET;
    $encoded = base64_encode(implode("\\n", $data));
    $checksum = hash_hmac('sha1', $encoded, $EPAY_SECRET);
    return [$encoded, $checksum];
}
""",
    "p:epay",
    syntax="",
    extra=lambda rng, s: {"min": alnum(rng, 10, "0123456789")},
)


# 4. Bulgarian e-mail: the national health information system (НЗИС) login ---------------------------------------------------
def _mail(s):
    body = (
        f"Здравейте, {s['fn']},\n\n"
        "Изпращам ви достъпа до профила на кабинета в НЗИС (електронни направления).\n\n"
        f"Потребителско име: {s['user']}\n"
        f"Парола: {s['cred']}\n\n"
        "Моля сменете я при първо влизане.\n\n"
        f"Поздрави,\n{s['fn2']} {s['ln2']}\n{s['phone2']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Достъп до НЗИС", body)


R(
    "psiholog_bulgarian_email_parola_nzis",
    ("Поща/Входящи/<<hx>>.eml", "mail/INBOX/nzis-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)


# 5. Calendar: an online session, the meeting password in the DESCRIPTION ------------------------------------------------------
def _ics(s):
    return ics(
        s,
        "Онлайн сесия - К.",
        f"Jitsi: https://meet.{s['dom']}/sesia-{s['hx']}\nПарола за стаята: {s['cred']}\nДа се изпрати на клиента 1 час преди.",
        "Онлайн",
    )


R(
    "psiholog_online_session_ics_parola_staya",
    ("Календар/sesia-<<date>>.ics", "Downloads/invite-<<num>>.ics"),
    _ics,
    "human_x",
    syntax="",
)


# 6. KeePass CSV export left on the desktop ----------------------------------------------------------------------------------------
def _kp(s):
    rng = random.Random(str(s["uid"]))
    rows = ['"Group","Title","Username","Password","URL","Notes"']
    entries = [
        (
            "Кабинет",
            "НЗИС",
            str(s["user"]),
            str(s["cred"]),
            "https://nzis.bg",
            "сменена " + str(s["dotdate"]),
        ),
        ("Кабинет", "Wi-Fi", "", gen_pw(rng, 12, ""), "", "за клиенти"),
        ("Лични", "Gmail", str(s["email"]), gen_pw(rng, 14, ""), "https://mail.google.com", ""),
        ("Кабинет", "Zoom", "kabinet@" + str(s["dom"]), gen_pw(rng, 13, ""), "https://zoom.us", ""),
    ]
    rng.shuffle(entries)
    for e in entries:
        rows.append(",".join(f'"{v}"' for v in e))
    return "\n".join(rows) + "\n"


R(
    "psiholog_keepass_csv_export_desktop",
    ("Desktop/keepass_export.csv", "Работен плот/пароли_<<date>>.csv"),
    _kp,
    "pw_sq",
    syntax="",
)

# 7. Microinvest Склад Pro database INI ---------------------------------------------------------------------------------------------
R(
    "psiholog_microinvest_sklad_pro_ini",
    ("Microinvest/Warehouse Pro/Config.ini", "C:/Program Files/Microinvest/<<org>>/Config.ini"),
    """[Database]
Provider=MySQL
Server=<<lan>>
Port=3306
Name=sklad_<<org>>
User=microinvest
Password=<<cred>>

[Company]
Name=<<orgc>> ЕООД
City=<<place>>
""",
    "pw",
)


# 8. Obsidian note of the practice's accesses (Markdown with front matter) ------------------------------------------------------------
def _obs(s):
    return (
        "---\n"
        f"created: {s['date']}\n"
        "tags: [кабинет, достъпи]\n"
        "---\n\n"
        "# Кабинет - достъпи\n\n"
        "## Интернет\n"
        f"- Рутер: http://{s['lan']}\n"
        f"- Wi-Fi клиенти: `{s['org']}-guest`\n"
        f"- парола: `{s['cred']}`\n\n"
        "## Супервизия\n"
        f"- {pick(random.Random(str(s['uid'])), ('вторник', 'четвъртък'))} 17:30, група при д-р {s['ln2']}\n"
        f"- [[Клиенти - графики]] / id {uuid4(random.Random(str(s['hx'])))}\n"
    )


R(
    "psiholog_obsidian_vault_note_dostapi",
    ("Obsidian/Кабинет/Достъпи.md", "vault/<<org>>/Kabinet - dostapi.md"),
    _obs,
    "human",
    syntax="",
)

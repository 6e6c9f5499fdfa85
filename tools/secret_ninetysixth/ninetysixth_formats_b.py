# ruff: noqa: E501
"""Family b: the (fictional) Ostmarken honorary consulate in Tbilisi, Georgia: Georgian
(Mkhedruli script), Russian and English."""

from __future__ import annotations

from ninetysixth_spec import Fam

F = Fam(
    name="honorary_consulate_georgia",
    orgs=("ostmarken-consulate", "ostmarken-hc", "kartli-notary", "dorvalle-trade"),
    tlds=("ge", "com.ge", "org.ge"),
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("ნიკა", "nika"),
        ("ეკატერინე", "ekaterine"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯავახიშვილი", "javakhishvili"),
        ("წიკლაური", "tsiklauri"),
    ),
    words=(
        "mtatsminda",
        "rustaveli",
        "saperavi",
        "khinkali",
        "mtkvari",
        "narikala",
        "svaneti",
        "kazbegi",
        "batumi",
        "gudauri",
        "rkatsiteli",
        "churchkhela",
        "sakartvelo",
        "tamada",
        "supra",
        "chacha",
        "alaverdi",
        "vake",
        "saburtalo",
        "mtskheta",
    ),
    pets=("bobi", "murka", "jeki", "lola", "reksi", "chita", "tsuga"),
    cc="995",
    city=("თბილისი", "tbilisi"),
)

F.reg(
    "honconsul_georgian_whatsapp_paroli_reply_only",
    ("WhatsApp Chat with <<fa>>_<<n>>.txt", "Консульство/chat_<<ymd>>/_chat.txt"),
    """[<<date_eu>>, <<hh>>:01:12] <<name2>>: გამარჯობა, ნოტარიუსის რეესტრის პროგრამაში ვერ შევდივარ
[<<date_eu>>, <<hh>>:02:40] <<name2>>: მომხმარებელი <<user>> არის, პაროლი შეიცვალა?
[<<date_eu>>, <<hh>>:05:03] <<name>>: კი, გუშინ შევცვალე. ახალი:
[<<date_eu>>, <<hh>>:05:09] <<name>>: <<cred>>
[<<date_eu>>, <<hh>>:06:30] <<name2>>: მადლობა, შევედი 👍
[<<date_eu>>, <<hh>>:06:51] <<name>>: ‎წაშალე ეს მესიჯი მერე
""",
    "human",
)

F.reg(
    "honconsul_msmtprc_google_app_password",
    ("home/<<user>>/.msmtprc", "backup/consul-pc<<n>>/home/<<user>>/.msmtprc"),
    """# msmtp — scan-to-mail from the consulate's Brother MFC (forwarded by the Pi in the cupboard)
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        consulate
host           smtp.gmail.com
port           587
from           <<user>>.consulate@gmail.com
user           <<user>>.consulate@gmail.com
password       <<cred>>

account default : consulate
""",
    "p:google_app_password",
    syntax="",
)

F.reg(
    "honconsul_iridium_go_georgian_note_next_line",
    ("Desktop/Iridium_GO_<<n>>.txt", "Documents/სატელიტი/iridium_<<ymd>>.txt"),
    """Iridium GO! exec — საგანგებო კავშირი (კონსულის მანქანა)
Wi-Fi ქსელი: IridiumGO_<<id6>>
Wi-Fi პაროლი:
<<cred>>
SOS ღილაკი -> ოსტმარკენის საგარეო საქმეთა სამინისტროს ოპერატიული ცენტრი
ბოლო შემოწმება: <<date_eu>> (<<name>>)
""",
    "pw_alnum",
)

F.reg(
    "honconsul_tbc_tpay_checkout_php_define",
    ("public_html/config/tpay.php", "sites/consular-fees-<<n>>/config/tpay.php"),
    """<?php
// TBC Bank TPay e-commerce — consular fee payments (GEL)
// კონსულის მოსაკრებლის გადახდა ბარათით
define('TPAY_API_URL', 'https://api.tbcbank.ge/v1/tpay/');
define('TPAY_API_KEY', '<<apikey>>');
define('TPAY_CLIENT_ID', '<<clientid>>');
define('TPAY_CLIENT_SECRET', '<<cred>>');
define('TPAY_RETURN_URL', 'https://fees.<<dom>>/return.php');
define('TPAY_CALLBACK_URL', 'https://fees.<<dom>>/callback.php');
""",
    "p:tbc_secret",
    syntax="",
    extra=lambda r, sl: {
        "apikey": "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") for _ in range(32)
        ),
        "clientid": str(r.randint(7000000, 7999999)),
    },
)


def _fods(sl: dict[str, object]) -> str:
    rows = [
        ("სისტემა", "მომხმარებელი", "პაროლი", "შენიშვნა"),
        ("ნოტარიუსის რეესტრი", str(sl["user"]), str(sl["cred"]), str(sl["date_eu"])),
        ("Ostmarken e-Visa", str(sl["user2"]), "იხ. კონვერტი", "კონსული"),
        ("ბანკი (TBC)", "—", "SMS კოდი", ""),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in row
        )
        + "</table:table-row>"
        for row in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
        'office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        '<office:body><office:spreadsheet><table:table table:name="პაროლები">'
        f"{body}</table:table></office:spreadsheet></office:body></office:document>\n"
    )


F.reg(
    "honconsul_notarial_logins_flat_ods",
    ("Documents/წვდომები_<<y>>.fods", "Shared/Consulate/access_<<ymd>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

F.reg(
    "honconsul_scan_relay_powershell_securestring",
    (
        "C:/Scripts/send_scans_<<n>>.ps1",
        "Users/<<user>>/Documents/WindowsPowerShell/send-scans.ps1",
    ),
    """# Sends the scanned apostille requests to the embassy in Ankara every evening
$SmtpServer = "mail.<<dom>>"
$User = "<<user>>@<<dom>>"
$Pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential ($User, $Pass)
$Files = Get-ChildItem "D:\\Scans\\$(Get-Date -Format yyyy-MM-dd)" -Filter *.pdf
Send-MailMessage -From $User -To "consular.ankara@ostmarken-mfa.gov.om" -Subject "Apostille $(Get-Date -Format d)" `
  -Attachments $Files.FullName -SmtpServer $SmtpServer -Port 587 -UseSsl -Credential $Cred
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "honconsul_wireguard_office_peer_conf",
    ("etc/wireguard/wg-consulate<<n>>.conf", "Users/<<user>>/wireguard/ostmarken_<<city_a>>.conf"),
    """[Interface]
# honorary consulate <<city_a>> — desk PC
PrivateKey = <<cred>>
Address = 10.66.<<n>>.2/32
DNS = 10.66.0.1

[Peer]
PublicKey = <<pub>>
Endpoint = <<pub_ip>>:51820
AllowedIPs = 10.66.0.0/16
PersistentKeepalive = 25
""",
    "p:wireguard",
    syntax="",
    extra=lambda r, sl: {
        "pub": __import__("base64").b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    },
)

F.reg(
    "honconsul_russian_email_parol_kontraktor",
    ("Mail/Inbox/<<ymd>>_<<n>>.eml", "export/почта/<<user>>/<<nnn>>.eml"),
    """From: "IT Service Tbilisi" <support@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INC6INC/0L7Rh9GC0LU=?=
Date: <<date>> <<time>>:00 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Здравствуйте, <<fa>>!

Почтовый ящик консульства перенесён на новый сервер.
Логин: <<user>>@<<dom>>
Пароль: <<cred>>
Вход через Outlook: сервер mail.<<dom>>, IMAP 993, SMTP 587.

Пароль смените после первого входа, пожалуйста.

С уважением,
<<name2_a>>
""",
    "human",
)

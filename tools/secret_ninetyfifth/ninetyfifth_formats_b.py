# ruff: noqa: E501
"""Family b: an outbound telemarketing floor in Poznań, Poland (Polish)."""

from __future__ import annotations

from ninetyfifth_spec import Fam, dec_qp_after, enc_qp, pick

F = Fam(
    name="poznan_telemarketing_floor",
    key="poztele",
    orgs=("dzwonilnia", "teleprzystan", "wartalinia"),
    tld="pl",
    first=(
        ("Agnieszka", "agnieszka"),
        ("Łukasz", "lukasz"),
        ("Małgorzata", "malgorzata"),
        ("Paweł", "pawel"),
        ("Zuzanna", "zuzanna"),
        ("Kacper", "kacper"),
        ("Joanna", "joanna"),
        ("Michał", "michal"),
    ),
    last=(
        ("Kowalczyk", "kowalczyk"),
        ("Wiśniewska", "wisniewska"),
        ("Nowak", "nowak"),
        ("Zieliński", "zielinski"),
        ("Grabowska", "grabowska"),
        ("Wójcik", "wojcik"),
    ),
    words=(
        "kotek",
        "slonko",
        "lech",
        "poznan",
        "warta",
        "pyrki",
        "koziolki",
        "kawa",
        "zabka",
        "misiek",
        "kochanie",
        "wiosna",
        "jesien",
        "ogorek",
        "dzwonek",
        "rogal",
    ),
    pets=("burek", "reksio", "mruczek", "filemon", "azor", "puszek"),
    months=(
        "styczen",
        "luty",
        "marzec",
        "kwiecien",
        "maj",
        "czerwiec",
        "lipiec",
        "sierpien",
        "wrzesien",
        "pazdziernik",
        "listopad",
        "grudzien",
    ),
    walks=("qwertz", "1qaz2wsx", "zaq12wsx", "qazwsx"),
    sites=("poznan", "jezyce", "wilda", "rataje"),
    cc="48",
)

F.reg(
    "vicidial_astguiclient_conf_vardb",
    ("etc/astguiclient.conf", "dialer/<<site>>/etc/astguiclient.conf"),
    """# astguiclient.conf - configuration elements for the astguiclient package
# this is the astguiclient configuration file
# all comments will be lost if you run install.pl again

# Paths used by astGUIclient
PATHhome => /usr/share/astguiclient
PATHlogs => /var/log/astguiclient
PATHagi => /var/lib/asterisk/agi-bin
PATHweb => /var/www/html
PATHsounds => /var/lib/asterisk/sounds
PATHmonitor => /var/spool/asterisk/monitor
PATHDONEmonitor => /var/spool/asterisk/monitorDONE

# The IP address of this machine
VARserver_ip => <<ip>>

# Database connection information
VARDB_server => <<ip2>>
VARDB_database => asterisk
VARDB_user => cron
VARDB_pass => <<cred>>
VARDB_custom_user => custom
VARDB_custom_pass => ${VICI_CUSTOM_PASS}
VARDB_port => 3306

# Alpha-Numeric list of the astGUIclient processes to be kept running
VARactive_keepalives => 1234568
VARasterisk_version => 16.X
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "polish_whatsapp_haslo_kierownik_zmiany",
    (
        "WhatsApp/Czat WhatsApp z Kierownicy zmian <<site>>.txt",
        "export/whatsapp_<<org>>_<<date>>.txt",
    ),
    """<<dmy_dot>>, <<time>> - Wiadomości i połączenia są szyfrowane metodą end-to-end.
<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Dzień dobry, dialer znowu wylogował całą salę B 🙄
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: Zmieniłam hasło do konta supervisora w CRM, bo wygasło po 30 dniach
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: login: kierownik.<<site>>
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: hasło: <<cred>>
<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Dzięki! Kampania „Energia dla domu” rusza o 9:00, kto ma słuchawki zapasowe?
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: <Pominięto multimedia>
""",
    "human",
)


def _pl_pw(rng):
    base = pick(rng, ("Żubr", "Łódka", "Słońce", "Jesień", "Gołąb", "Źródło", "Róża", "Ślimak"))
    return f"{base}{rng.randint(10, 2026)}{pick(rng, ('!', '#', '.', '*'))}"


F.reg(
    "polish_email_quoted_printable_haslo_crm",
    ("mail/Odebrane/<<ts>>.eml", "archiwum/poczta/<<fa>>/<<ts>>.eml"),
    lambda s: (
        f"From: {s['fn2']} {s['ln2']} <{s['email2']}>\n"
        f"To: {s['email']}\n"
        f"Subject: =?UTF-8?Q?Dost=C4=99p_do_CRM_=E2=80=93_nowe_konto?=\n"
        f"Date: Tue, {s['dd']} Mar {s['y']} {s['time']}:{s['ss']} +0100\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="UTF-8"\n'
        "Content-Transfer-Encoding: quoted-printable\n"
        "\n"
        + enc_qp(
            f"Cześć {s['fn']},\n\n"
            "założyłam Ci konto w CRM do kampanii ubezpieczeniowej (sala A, stanowisko "
            f"{s['n']}).\n\n"
            f"Login: {s['user']}\n"
            f"Hasło: {s['cred']}\n\n"
            "Przy pierwszym logowaniu system poprosi o zmianę hasła. Nagrania rozmów są "
            "w zakładce „Moje połączenia”.\n\n"
            f"Pozdrawiam,\n{s['fn2']} {s['ln2']}\nDział IT, {s['orgc']}\n"
        )
    ),
    _pl_pw,
    syntax="",
    decode=dec_qp_after("Hasło:"),
)

F.reg(
    "smsapi_pl_oauth_token_php",
    ("app/Services/SmsReminder.php", "crm/lib/<<site>>/SmsApiClient.php"),
    """<?php

namespace App\\Services;

use Smsapi\\Client\\Curl\\SmsapiHttpClient;
use Smsapi\\Client\\Feature\\Sms\\Bag\\SendSmsBag;

/**
 * Przypomnienia SMS o oddzwonieniu (kampania <<site>>).
 */
class SmsReminder
{
    private const TOKEN = '<<cred>>';

    public function send(string $phone, string $name): void
    {
        $service = (new SmsapiHttpClient())->smsapiPlService(self::TOKEN);
        $sms = SendSmsBag::withMessage($phone, "Dzień dobry {$name}, oddzwonimy jutro. <<orgc>>");
        $sms->from = '<<orgc>>';
        $service->smsFeature()->sendSms($sms);
    }
}
""",
    "p:smsapi",
    syntax="",
)

F.reg(
    "campaign_leads_flat_ods_haslo_cell",
    ("kampanie/leady_<<date>>.fods", "shared/<<site>>/konta_dialer.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Konta">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Stanowisko</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Konsultant</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Login</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Hasło</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="float" office:value="<<n>>"><text:p><<n>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<fn>> <<ln>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

F.reg(
    "microsip_ini_account_password",
    ("Users/<<fa>>/AppData/Roaming/MicroSIP/MicroSIP.ini", "stanowiska/<<n>>/MicroSIP.ini"),
    """[Settings]
accountId=1
singleMode=1
ringingSound=
audioRingDevice=
audioOutputDevice=Jabra Evolve2 30
audioInputDevice=Jabra Evolve2 30
autoAnswer=button
denyIncoming=
usersDirectory=
defaultAction=call
enableLog=0

[Account1]
label=<<ext>> <<fa>>
server=<<host>>
proxy=<<host>>
domain=<<host>>
username=<<ext>>
password=<<cred>>
authID=<<ext>>
displayName=<<fa>> <<la>>
transport=udp
publicAddr=
SRTP=
registerRefresh=300
keepAlive=15
""",
    "pw",
)

F.reg(
    "simple_salesforce_security_token_py",
    ("crm_sync/push_leads.py", "scripts/<<site>>/sf_upload.py"),
    '''"""Wysyła wyniki rozmów z dialera do Salesforce (obiekt Lead)."""

import csv
import os

from simple_salesforce import Salesforce

sf = Salesforce(
    username="integracja@<<dom>>",
    password=os.environ["SF_PASSWORD"],
    security_token="<<cred>>",
    domain="login",
)

with open("wyniki.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        sf.Lead.update(row["lead_id"], {"Status": row["status"], "Description": row["notatka"]})
''',
    "alnum:24",
)

F.reg(
    "teams_copied_chat_reply_only_haslo",
    ("notatki/teams_<<date>>.txt", "Desktop/czat_<<fa>>.txt"),
    """[<<time>>] <<ln>> <<fn>>
hej, jakie jest teraz hasło do konta ogólnego na dialerze? Stare nie działa

[<<time>>] <<ln2>> <<fn2>>
<<cred>>

[<<time>>] <<ln>> <<fn>>
działa, dzięki 👍
""",
    "human",
)

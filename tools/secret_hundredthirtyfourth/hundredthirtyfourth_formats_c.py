# ruff: noqa: E501
"""Family c: self-service mountain cabins (hytter) and a rental cabin cluster in Jotunheimen, Norway (Norwegian)."""

from __future__ import annotations

from hundredthirtyfourth_corpus import pick
from hundredthirtyfourth_spec import Fam

FAM = Fam(
    name="jotunheimen_selfservice_hytter",
    orgs=(
        ("fonnbu", "Fonnbu Fjellstue"),
        ("turlagvest", "Turlaget Vest"),
        ("hyttegrendabover", "Hyttegrenda Bøver"),
        ("breheimhytta", "Breheimhytta"),
    ),
    tld="no",
    first=(
        "Ingrid",
        "Ola",
        "Kari",
        "Sindre",
        "Solveig",
        "Eirik",
        "Marit",
        "Håkon",
        "Ragnhild",
        "Torbjørn",
    ),
    last=(
        "Haugen",
        "Bakken",
        "Lie",
        "Dahl",
        "Moen",
        "Rønning",
        "Bråten",
        "Sæther",
        "Fjeld",
        "Nygård",
    ),
    words=(
        "fjellet",
        "hytta",
        "varde",
        "rype",
        "multebær",
        "brunost",
        "tinden",
        "breen",
        "elg",
        "reinsdyr",
        "bålpanne",
        "lavvo",
        "kvikklunsj",
        "skiløype",
        "fjellvann",
        "sti",
    ),
    places=("Bøverdalen", "Spiterstulen", "Leirvassbu", "Juvasshytta", "Gjendebu", "Lom"),
    seasons=("vinter", "sommer", "påske", "høst", "vår"),
    pets=("Bamse", "Tassen", "Luna", "Rocky", "Pusur", "Rakel"),
    local_digits=("2687", "2686", "61", "2680"),
    cc="47",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwertyuiop", "zxcvbnm"),
    mail=("gmail.com", "online.no", "hotmail.com"),
    phone_fmt="+47 9## ## ###",
)


def _ssid(rng, s):
    return {
        "ssid": pick(
            rng,
            (
                f"Hytta_{s['pslug']}",
                "Telenor4G_" + s["hex8"][:4].upper(),
                f"{s['org']}-gjest",
                "Fjellnett",
            ),
        )
    }


FAM.reg(
    "hytter_home_assistant_secrets_tibber",
    ("homeassistant/secrets.yaml", "hytta-<<pslug>>/ha-config/secrets.yaml"),
    """# secrets.yaml – Home Assistant på hytta (<<place>>)
# Husk: denne fila skal IKKE inn i git-repoet med konfigurasjonen

tibber_access_token: "<<cred>>"
futurehome_hub: "<<lan>>"
hjem_breddegrad: 61.<<n4>>
hjem_lengdegrad: 8.<<n3>>
varsel_telefon: "<<phone>>"
""",
    "p:tibber",
)


FAM.reg(
    "hytter_vipps_epayment_klient_json",
    ("booking/<<org>>/vipps.json", "config/<<org>>/betaling/vipps-produksjon.json"),
    """{
  "miljo": "produksjon",
  "merchantSerialNumber": "<<msn>>",
  "clientId": "<<uuid>>",
  "clientSecret": "<<cred>>",
  "systemName": "<<org>>-booking",
  "systemVersion": "2.<<n>>.0",
  "callbackPrefix": "https://<<host>>/vipps/callback",
  "fallBack": "https://<<host>>/booking/kvittering",
  "tekst": "Overnatting <<orgd>>"
}
""",
    "p:vipps_secret",
    extra=lambda rng, s: {"msn": str(rng.randint(200000, 999999))},
)


FAM.reg(
    "hytter_messenger_kopiert_passord_ruter",
    ("notater/messenger_<<ufirst2>>_<<date>>.txt", "Dokumenter/hytta/passord fra <<ufirst2>>.txt"),
    """<<first>> <<last>>
<<time>>
Hei! Har du passordet til ruteren på hytta? Skal opp med ungene i <<season>>ferien

<<first2>> <<last2>>
<<t1>>
Nettverket heter <<ssid>>
passordet er <<cred>>
husk å skru av varmekablene på badet når dere drar 😅

<<first>> <<last>>
<<t2>>
Takk! 👍
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        **_ssid(rng, s),
        "season": pick(rng, ("vinter", "påske", "høst", "sommer")),
    },
)


FAM.reg(
    "hytter_bookingeksport_powershell_credential",
    ("scripts/Hent-Bookinger.ps1", "C/Regnskap/<<org>>/eksport_bookinger.ps1"),
    """# Henter gårsdagens bookinger fra bookingsystemet til regnskapet
# Kjøres hver natt kl 03:00 fra Oppgaveplanlegging på kontor-PCen (<<orgd>>)

$bruker = "<<user>>@<<dom>>"
$passord = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($bruker, $passord)

$fra = (Get-Date).AddDays(-1).ToString("yyyy-MM-dd")
$svar = Invoke-RestMethod -Uri "https://ws.visbook.com/api/<<n4>>/reservations?from=$fra&to=$fra" -Credential $cred
$svar | Select-Object reservationId, arrival, departure, guestName, totalPrice |
    Export-Csv -Path "C:\\Regnskap\\bookinger\\$fra.csv" -NoTypeInformation -Encoding UTF8 -Delimiter ";"
""",
    "pw_dq",
    syntax="",
)


FAM.reg(
    "hytter_radonmaler_airthings_toml",
    ("radon/<<org>>/config.toml", "hytta-<<pslug>>/radonvarsel.toml"),
    """# Radonmåler i kjelleren – sender SMS hvis snittet siste døgn går over grensen
# Airthings Consumer API (konto: <<email>>)

[airthings]
client_id = "<<uuid>>"
client_secret = "<<cred>>"
enhet_serienr = "29300<<n4>>"
poll_minutter = 60

[varsel]
telefon = "<<phone>>"
grense_bq = 100
tekst = "Radon på hytta ({verdi} Bq/m3) – luft ut!"
""",
    "p:airthings",
)


FAM.reg(
    "hytter_teltonika_uci_wireless_backup",
    (
        "backup-RUT240-<<date>>/etc/config/wireless",
        "hytta/<<pslug>>/ruter_backup_<<yy>>/etc/config/wireless",
    ),
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option channel 'auto'
	option hwmode '11g'
	option htmode 'HT20'
	option country 'NO'
	option txpower '20'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<ssid>>'
	option encryption 'psk2'
	option key '<<cred>>'
	option wifi_id 'wifi0'
	option isolate '0'
""",
    "human_x",
    syntax="",
    extra=_ssid,
)


FAM.reg(
    "hytter_velkomstperm_ocr_tradlost_nett",
    ("skannet/velkomstperm_<<org>>.txt", "OCR/hytte_<<n>>_info_<<year>>.txt"),
    """VELKOMMEN TIL <<orgu>>
Innsjekk fra kl. 15, utsjekk innen kl. 12
Ved: ligger i vedboden bak hytta. Husk å fylle opp kurven før dere drar
Søppel: kildesorteres, containere ved bommen
Trådløst nett / Wi-Fi
Nettverk: <<ssid>>
Passord: <<cred>>
Bomvei <<place>>: betales med Vipps til <<n4>>
Nødnummer: 112 (brann) / 113 (ambulanse)
Vertskap: <<first>> <<phone>>
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {**_ssid(rng, s), "orgu": s["orgd"].upper()},
)


FAM.reg(
    "hytter_epost_fiken_innlogging_regnskap",
    ("Mail/Innboks/fiken_tilgang_<<date>>.eml", "epost/<<org>>/<<mailid>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Innlogging Fiken – regnskapet for hytteutleia
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hei <<first>>,

Jeg har lagt deg til som bruker i Fiken så du kan føre bilag mens jeg er på ferie
(kvitteringer for ved, vask og gass ligger i permen på kontoret).

Brukernavn: <<email>>
Passord: <<cred>>

Bytt gjerne passord første gang du logger inn, og slett denne e-posten etterpå.

Mvh
<<first2>>
<<orgd>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "mon": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")[
            int(s["month"]) - 1
        ]
    },
)

# ruff: noqa: E501
"""Family f: coastal caravan parks (autokampovi) in Istria, Croatia (Croatian, some German)."""

from __future__ import annotations

from hundredthirtyfourth_corpus import gen_pw, pick
from hundredthirtyfourth_spec import Fam, dec_wifi_qr, enc_wifi_qr

FAM = Fam(
    name="istria_autokamp_obala",
    orgs=(
        ("autokampborik", "Autokamp Borik"),
        ("kampmaslina", "Kamp Maslina"),
        ("kampuvala", "Kamp Uvala Sv. Martin"),
        ("kampsmokva", "Kamp Smokva"),
    ),
    tld="hr",
    first=(
        "Ivana",
        "Marko",
        "Petra",
        "Luka",
        "Ana",
        "Tomislav",
        "Mirjana",
        "Dario",
        "Nikolina",
        "Goran",
    ),
    last=(
        "Horvat",
        "Kovačić",
        "Babić",
        "Marić",
        "Jurić",
        "Radolović",
        "Benčić",
        "Šturman",
        "Matić",
        "Pauletić",
    ),
    words=(
        "maslina",
        "smokva",
        "bura",
        "jugo",
        "more",
        "uvala",
        "konoba",
        "rakija",
        "tartufi",
        "boškarin",
        "galeb",
        "borovina",
        "lanterna",
        "fritule",
        "cvrčak",
        "lavanda",
    ),
    places=("Poreč", "Rovinj", "Vrsar", "Funtana", "Novigrad", "Umag"),
    seasons=("ljeto", "zima", "proljeće", "jesen", "sezona"),
    pets=("Medo", "Reks", "Mici", "Floki", "Žuja", "Luna"),
    local_digits=("52440", "52210", "052", "385"),
    cc="385",
    walks=("qwertz", "asdfgh", "1qaz2wsx", "qwertzuiop", "123qwe"),
    mail=("gmail.com", "net.hr", "t-com.hr"),
    phone_fmt="+385 9# ### ####",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def _oib(rng, s):
    return {"oib": str(rng.randint(10**10, 10**11 - 1))}


FAM.reg(
    "istria_evisitor_prijava_gostiju_python",
    ("skripte/evisitor_prijava.py", "<<org>>/recepcija/evisitor_sync.py"),
    '''"""Automatska prijava gostiju u eVisitor iz rezervacijskog sustava kampa (svakih 15 min)."""

import requests

EVISITOR_URL = "https://www.evisitor.hr/eVisitorRhetos_API/"
KORISNIK = "<<oib>>"  # OIB obveznika (kamp)
LOZINKA = "<<cred>>"
OBJEKT = "<<org>>"


def prijava() -> requests.Session:
    s = requests.Session()
    r = s.post(
        EVISITOR_URL + "Resources/AspNetFormsAuth/Authentication/Login",
        json={"UserName": KORISNIK, "Password": LOZINKA, "PersistCookie": False},
        timeout=30,
    )
    r.raise_for_status()
    return s


def prijavi_gosta(s: requests.Session, gost: dict) -> None:
    s.post(EVISITOR_URL + "Rest/Htz/CheckIn/", json={**gost, "Facility": OBJEKT}, timeout=30).raise_for_status()
''',
    "human",
    extra=_oib,
)


FAM.reg(
    "istria_fiskalizacija_keystore_properties",
    ("fiskal/<<org>>/fiskalizacija.properties", "C/Recepcija/Fiskal/config_<<year>>.properties"),
    """# Fiskalizacija računa - recepcija kampa <<orgd>>
# certifikat FINA, vrijedi do <<dmyd>>
fiskal.oib=<<oib>>
fiskal.oznakaPoslovnogProstora=KAMP1
fiskal.oznakaNaplatnogUredaja=<<n>>
fiskal.keystore.type=PKCS12
fiskal.keystore.path=C:/Fiskal/certifikat/<<oib>>.p12
fiskal.keystore.password=<<cred>>
fiskal.url=https://cis.porezna-uprava.hr:8449/FiskalizacijaService
fiskal.timeout=5000
""",
    "pw",
    syntax="",
    extra=_oib,
)


FAM.reg(
    "istria_wspay_predujam_parcela_php",
    ("web/<<org>>/placanje/wspay.php", "<<org>>-booking/src/Payment/WsPayConfig.php"),
    """<?php
// WSPay - online plaćanje predujma za parcele i mobilne kućice

$shopId = '<<shopid>>';
$secretKey = '<<cred>>';

function wspayPotpis(string $shopId, string $secretKey, string $cartId, string $iznos): string
{
    $iznosBez = str_replace(',', '', $iznos);
    return hash('sha512', $shopId . $secretKey . $cartId . $secretKey . $iznosBez . $secretKey);
}

$cartId = 'REZ-' . $rezervacija['id'];
$iznos = number_format($rezervacija['predujam'], 2, ',', '');
$potpis = wspayPotpis($shopId, $secretKey, $cartId, $iznos);
""",
    "p:wspay",
    extra=lambda rng, s: {"shopid": s["org"].upper()[:10]},
)


def _qr_pw(rng, s):
    while True:
        pw = gen_pw(rng, rng.randint(10, 14), sym=";:,!.-")
        if any(c in pw for c in ";:,"):
            return pw


FAM.reg(
    "istria_wifi_qr_naljepnica_escaped",
    ("skeniranje/recepcija_wifi_<<date>>.txt", "<<org>>/ocr/naljepnica_wifi_<<n>>.txt"),
    """Dobrodošli / Willkommen / Welcome
Besplatni Wi-Fi za goste kampa / Kostenloses WLAN
Mreža / Netzwerk: <<ssid>>
Skenirajte QR kod / QR-Code scannen
[QR] WIFI:T:WPA;S:<<ssid>>;P:<<encpw>>;H:false;;
Recepcija radi 07-22h | Tel. <<phone>>
""",
    _qr_pw,
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(
            rng, (f"{s['orgd'].replace(' ', '_')}_Gost", "Kamp-Gost", "Camping_Free_WiFi")
        ),
        "encpw": enc_wifi_qr(s["cred"]),
    },
    decode=dec_wifi_qr,
)


FAM.reg(
    "istria_whatsapp_lozinka_recepcija_kamp",
    (
        "WhatsApp/WhatsApp razgovor s <<first2>> <<last2>>.txt",
        "mob_recepcija/WhatsApp razgovor s Recepcija <<orgd>>.txt",
    ),
    """<<dmyd>>. <<time>> - <<first>> <<last>>: Bok, koja je lozinka za blagajnu na recepciji? Nova cura ne može ući
<<dmyd>>. <<t1>> - <<first2>> <<last2>>: Korisnik je <<user>>
<<dmyd>>. <<t1>> - <<first2>> <<last2>>: Lozinka <<cred>>
<<dmyd>>. <<t2>> - <<first2>> <<last2>>: Nemoj je pisati na papirić kraj kase molim te 🙏
<<dmyd>>. <<t3>> - <<first>> <<last>>: Ok hvala 👌
""",
    "human_x",
    syntax="",
)


FAM.reg(
    "istria_ota_hotelavail_channel_manager_xml",
    ("channel/<<org>>/OTA_HotelAvailNotifRQ_<<date>>.xml", "logs/<<org>>/cm_request_<<n4>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="<<hex12>>" TimeStamp="<<date>>T<<time>>:<<sec>>+02:00" Version="1.0">
  <POS>
    <Source>
      <RequestorID Type="1" ID="<<org>>" MessagePassword="<<cred>>"/>
    </Source>
  </POS>
  <AvailStatusMessages HotelCode="<<hotelcode>>">
    <AvailStatusMessage BookingLimit="<<n>>">
      <StatusApplicationControl Start="<<date>>" End="<<date>>" InvTypeCode="PARCELA-KOMFORT" RatePlanCode="BAR"/>
    </AvailStatusMessage>
    <AvailStatusMessage BookingLimit="3">
      <StatusApplicationControl Start="<<date>>" End="<<date>>" InvTypeCode="MOBILNA-KUCICA" RatePlanCode="BAR"/>
    </AvailStatusMessage>
  </AvailStatusMessages>
</OTA_HotelAvailNotifRQ>
""",
    "pw_xml",
    extra=lambda rng, s: {"hotelcode": f"HR{rng.randint(1000, 9999)}"},
)


FAM.reg(
    "istria_elektricni_stupici_mqtt_yaml",
    ("stupici/<<org>>/config.yaml", "opt/stupici-<<org>>/postavke.yml"),
    """# Upravljanje električnim stupićima na parcelama (A1-D40) - Modbus RTU preko RS485
mqtt:
  broker: <<lan>>
  port: 1883
  korisnik: stupici
  lozinka: "<<cred>>"
  tema: kamp/<<org>>/stupici

modbus:
  port: /dev/ttyUSB0
  brzina: 9600

stupici:
  - id: A1
    adresa: 1
    osigurac_a: 16
  - id: A2
    adresa: 2
    osigurac_a: 16
  - id: B7
    adresa: 17
    osigurac_a: 10

obracun:
  cijena_kwh_eur: 0.32
  izvoz: /srv/recepcija/struja_<<year>>.csv
""",
    "pw",
)


FAM.reg(
    "istria_email_turisticka_zajednica_lozinka",
    ("Pošta/Primljeno/tz_pristup_<<date>>.eml", "mail/<<org>>/<<mailid>>.eml"),
    """From: Turistička zajednica <<place>> <info@tz-<<pslug>>.hr>
To: <<email>>
Subject: Pristupni podaci - portal za iznajmljivače i kampove
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Poštovani,

za kamp <<orgd>> otvoren je korisnički račun na portalu turističke zajednice
(turistička pristojba, statistika dolazaka, promotivni materijali).

Korisničko ime: <<user>>
Lozinka: <<cred>>

Lozinku možete promijeniti nakon prve prijave.

Lijep pozdrav,
<<first2>> <<last2>>
TZ <<place>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1]},
)

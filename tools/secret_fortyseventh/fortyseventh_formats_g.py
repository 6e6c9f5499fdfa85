"""Family g: a veterinary clinic (veterinarska ambulanta) in Novi Sad (Serbia)."""

# ruff: noqa: E501

from __future__ import annotations

from fortyseventh_spec import Fam, b64

F = Fam(
    "veterinarska_ambulanta_novisad",
    ("vet-petrovaradin", "ambulanta-liman", "vetcentar-novisad", "sapica-vet"),
    "rs",
    ("milos", "jelena", "nikola", "milica", "stefan", "ana", "marko", "jovana", "dusan", "tijana"),
    (
        "petrovic",
        "jovanovic",
        "nikolic",
        "markovic",
        "djordjevic",
        "stojanovic",
        "ilic",
        "pavlovic",
        "milosevic",
        "kovacevic",
    ),
    (
        "petrovaradin",
        "dunav",
        "sapica",
        "kuca",
        "macka",
        "rakija",
        "sarma",
        "liman",
        "fruska",
        "leto",
        "zima",
        "zuca",
        "garov",
        "bobi",
    ),
    "381",
    kb="qwertz",
    first_loc=(
        "Милош",
        "Јелена",
        "Никола",
        "Милица",
        "Стефан",
        "Ана",
        "Марко",
        "Јована",
        "Душан",
        "Тијана",
    ),
    last_loc=(
        "Петровић",
        "Јовановић",
        "Николић",
        "Марковић",
        "Ђорђевић",
        "Стојановић",
        "Илић",
        "Павловић",
        "Милошевић",
        "Ковачевић",
    ),
    city="Novi Sad",
)

F.reg(
    "veterinarska_viber_cyrillic_lozinka",
    ("Viber/Преписка <<first>> <<date>>.txt", "Dokumenti/viber_ambulanta_<<n>>.txt"),
    """[<<dmy>> <<t1>>] <<fname2>> <<lname2>>: Здраво, не могу да уђем у програм за картоне
[<<dmy>> <<t2>>] <<fname>> <<lname>>: корисник: <<login>>
[<<dmy>> <<t2>>] <<fname>> <<lname>>: лозинка: <<cred>>
[<<dmy>> <<t3>>] <<fname2>> <<lname2>>: Ради, хвала! 🐶
""",
    "human",
    syntax="",
)

F.reg(
    "veterinarska_idexx_vetlab_hl7_ini",
    ("C:/IDEXX/VetLabStation/<<host>>/interface.ini", "ambulanta/laboratorija/hl7_<<n>>.ini"),
    """[Interface]
Mode=HL7
Practice=<<org_title>>
ListenPort=<<id>>

[PracticeSoftware]
Host=<<ip>>
Port=2575
User=vetlab
Password=<<cred>>
Encoding=UTF-8
""",
    "pw",
)

F.reg(
    "veterinarska_laravel_env_sms_gateway",
    ("var/www/<<org>>/.env", "kartoni-app/<<host>>/.env"),
    """APP_NAME="Ambulanta <<org_title>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://kartoni.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=kartoni
DB_USERNAME=kartoni
DB_PASSWORD=<<cred>>
SMS_GATEWAY_URL=https://api.smsgateway.rs/send
""",
    "pw",
    syntax="",
    extra=lambda rng, s: s.update(appkey=b64(rng, 32)),
)

F.reg(
    "veterinarska_sef_efaktura_apikey_email",
    ("Posta/Primljeno/<<id>>.eml", "Dokumenti/mejl/SEF API kljuc <<date>>.eml"),
    """From: <<fname>> <<lname>> <<<email>>>
To: knjigovodstvo@nsracuni.rs
Subject: SEF API ključ za ambulantu
Date: Wed, <<day>> Apr <<year>> <<hh>>:<<mm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Poštovani,

generisala sam API ključ na portalu eFaktura (SEF) za vaš program:

ApiKey: <<cred>>

Molim vas da ga unesete kod sebe i da mi javite kada proradi slanje faktura.

Pozdrav,
<<fname>>
""",
    "uuid",
    syntax="",
)

F.reg(
    "veterinarska_sms_podsetnik_python_token",
    ("skripte/podsetnik_vakcinacija_<<n>>.py", "home/<<first>>/sms/podsetnik.py"),
    '''"""Šalje SMS podsetnik vlasnicima za vakcinaciju (besnilo, DHPPi)."""

import requests

SMS_TOKEN = "<<cred>>"
POSILJALAC = "VetNS"


def posalji(broj: str, ime_ljubimca: str) -> None:
    poruka = f"Postovani, {ime_ljubimca} ima zakazanu vakcinaciju sutra. Ambulanta <<org_title>>"
    requests.post(
        "https://api.smsgateway.rs/v1/send",
        headers={"Authorization": f"Bearer {SMS_TOKEN}"},
        json={"from": POSILJALAC, "to": broj, "text": poruka},
        timeout=15,
    )
''',
    "x:smsrs_:40",
)

F.reg(
    "veterinarska_rendgen_pc_sticky_sifra",
    ("Skenirano/papir_<<id>>.txt", "Dokumenti/OCR/rendgen_<<date>>.txt"),
    """RENDGEN PC
korisnik: rendgen
šifra: <<cred>>
NE MENJATI !!!  (<<fname>>)
""",
    "human",
    syntax="",
)

F.reg(
    "veterinarska_onvif_camera_python",
    ("kamere/<<host>>/snimak_cekaonice.py", "home/<<first>>/kamere/onvif_<<n>>.py"),
    """from onvif import ONVIFCamera

# kamera u čekaonici i u hirurgiji
cam = ONVIFCamera("<<ip>>", 80, "admin", '<<cred>>')
media = cam.create_media_service()
profiles = media.GetProfiles()
uri = media.GetStreamUri({"StreamSetup": {"Stream": "RTP-Unicast", "Transport": {"Protocol": "RTSP"}},
                          "ProfileToken": profiles[0].token})
print(uri.Uri)
""",
    "pw_sq",
)

F.reg(
    "veterinarska_cip_registry_java_properties",
    (
        "cip-klijent/<<org>>/application.properties",
        "opt/registar-ljubimaca/<<host>>/client.properties",
    ),
    """# klijent za centralni registar obeleženih pasa i mačaka
registar.url=https://registar.vet.rs/api
registar.ambulanta.id=<<id>>
registar.keystore.path=/opt/registar/ambulanta.p12
registar.keystore.password=<<cred>>
registar.timeout.ms=20000
""",
    "pw",
    syntax="",
)

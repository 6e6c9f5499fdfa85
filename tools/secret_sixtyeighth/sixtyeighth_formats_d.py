# ruff: noqa: E501
"""Family d: an auto body and paint shop (limarija i autolakirer) in Belgrade (Serbia; Serbian
in Cyrillic and Latin script)."""

from __future__ import annotations

from sixtyeighth_spec import LIMARIJA as F
from sixtyeighth_spec import after, dec_basic, enc_basic

F.reg(
    "viber_cyrillic_copied_lozinka_audatex",
    ("Viber/<<org>>_radionica_<<date>>.txt", "Documents/viber_lakireri.txt"),
    """[<<d>>.<<mo>>.<<yyyy>>. <<hh>>:<<mi>>] <<fn>> <<ln>>: Ћао, треба ми шифра за Audatex, осигурање тражи процену за <<plate>> до сутра
[<<d>>.<<mo>>.<<yyyy>>. <<hh>>:<<mi2>>] <<fn2>> <<ln2>>: корисник <<login>>
[<<d>>.<<mo>>.<<yyyy>>. <<hh>>:<<mi2>>] <<fn2>> <<ln2>>: лозинка <<cred>>
[<<d>>.<<mo>>.<<yyyy>>. <<hh>>:<<mi2>>] <<fn>> <<ln>>: хвала брате
""",
    "human",
    syntax="",
)

F.reg(
    "standowin_iq_paint_mixing_ini",
    ("C:/ProgramData/Standox/StandowinIQ/settings.ini", "farbara/standowin_<<org>>.ini"),
    """; Standowin iQ - mešaonica boja, vaga na COM3
[General]
Language=sr-Latn
Workshop=<<orgc>>
Country=RS

[Database]
Server=<<ip>>
Instance=STANDOWIN
User=swiq
Password=<<cred>>

[Scale]
Port=COM3
Model=Sartorius
""",
    "pw",
)

F.reg(
    "audapad_qapter_exe_config_appsettings",
    ("<<org>>/AudaPad/AudaPad.exe.config", "C:/Program Files/Audatex/AudaPad.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="Qapter.Url" value="https://www.audanet.rs/" />
    <add key="Qapter.Workshop" value="<<orgc>> d.o.o." />
    <add key="Qapter.User" value="<<login>>" />
    <add key="Qapter.Password" value="<<cred>>" />
    <add key="Photos.Folder" value="D:\\Stete\\Fotografije" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)


def _dec_auth(text: str) -> str:
    return dec_basic(after(text, r"Authorization: Basic ([A-Za-z0-9+/=]+)"))


F.reg(
    "osiguranje_claims_curl_basic_history",
    ("home/<<login>>/.bash_history", "radionica/.bash_history"),
    """ls ~/stete/<<plate>>
cd ~/stete/<<plate>>
curl -s -H "Authorization: Basic <<enc>>" https://api.stete-<<org>>.rs/v1/predmeti?status=otvoren | jq .
curl -s -X POST -H "Authorization: Basic <<enc>>" -F "slika=@prednji_branik.jpg" https://api.stete-<<org>>.rs/v1/predmeti/<<n5>>/slike
history | tail
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"enc": enc_basic(str(s["login"]), str(s["cred"]))},
    decode=_dec_auth,
)

F.reg(
    "nestpay_3d_pay_store_key_php",
    ("placanje/nestpay.php", "sajt-<<org>>/inc/placanje.php"),
    """<?php
// Plaćanje karticom (Banca Intesa / NestPay) - avans za lakiranje
$clientId = "13<<n5>>";
$storekey = '<<cred>>';
$okUrl = "https://<<dom>>/placanje/uspeh";
$failUrl = "https://<<dom>>/placanje/greska";
$rnd = microtime();
$hashstr = $clientId . $oid . $amount . $okUrl . $failUrl . $rnd . $storekey;
$hash = base64_encode(pack('H*', sha1($hashstr)));
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "latin_email_lozinka_portal_osiguranja",
    ("Posta/portal_osiguranja_<<date>>.eml", "mail/<<login>>/pristup_portalu.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: Pristup portalu osiguranja za procene
Date: <<d>> Feb <<yyyy>> <<hh>>:<<mi>>:00 +0100
Content-Type: text/plain; charset=utf-8

Zdravo <<fa>>,

evo podataka za portal osiguranja (prijava šteta i slanje fotografija):

korisničko ime: <<login>>
lozinka: <<cred>>

Molim te da ne deliš lozinku sa šegrtima.

Pozdrav,
<<fa2>>
""",
    "human",
    syntax="",
)

F.reg(
    "mikrotik_routeros_export_pppoe_password",
    ("backup/mikrotik_<<date>>.rsc", "router/<<org>>_export.rsc"),
    """# <<date>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14.3
# model = C53UiG+5HPaxD2HPaxD
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-sbb user=<<login>>@sbb.rs password=<<cred>>
/ip dhcp-server network
add address=192.168.88.0/24 dns-server=192.168.88.1 gateway=192.168.88.1
/system identity
set name=<<org>>-radionica
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "dobavljaci_flat_ods_lozinke",
    ("Dokumenti/dobavljaci_<<org>>.fods", "nabavka/dobavljaci_<<yyyy>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Dobavljači">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Dobavljač</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Korisnik</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Lozinka</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Boje i lakovi - B2B portal</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<login>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Delovi - narudžbine</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<email>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>vidi svesku</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

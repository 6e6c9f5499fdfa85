# ruff: noqa: E501
"""Family d: a small marina on the Dalmatian coast, Croatia (Croatian)."""

from __future__ import annotations

from seventyfourth_spec import Fam

DALMACIJA = Fam(
    name="lucica_dalmatian_berths",
    orgs=("lucicaluka", "vrsinaport", "marinabonaca"),
    tld="hr",
    first=(
        ("Ivan", "ivan"),
        ("Ana", "ana"),
        ("Marko", "marko"),
        ("Đurđica", "djurdjica"),
        ("Luka", "luka"),
        ("Ivana", "ivana"),
        ("Ante", "ante"),
        ("Mirjana", "mirjana"),
        ("Tomislav", "tomislav"),
        ("Željka", "zeljka"),
    ),
    last=(
        ("Horvat", "horvat"),
        ("Kovačević", "kovacevic"),
        ("Babić", "babic"),
        ("Marić", "maric"),
        ("Jurić", "juric"),
        ("Šimić", "simic"),
        ("Perić", "peric"),
        ("Vuković", "vukovic"),
    ),
    words=(
        "jugo",
        "bura",
        "maestral",
        "more",
        "galeb",
        "lucica",
        "hajduk",
        "dalmacija",
        "hvar",
        "korcula",
        "ribica",
        "batana",
        "fjaka",
        "pasara",
        "gajeta",
        "bonaca",
        "torcida",
        "konoba",
    ),
    pets=("Medo", "Rex", "Luna", "Floki", "Maza", "Fifi"),
    cc="+385",
    vessels=("Bonaca", "Galeb II", "Vila Velebita", "Sv. Nikola", "Jugo"),
    places=("Split", "Trogir", "Šibenik", "Hvar", "Korčula"),
)
F = DALMACIJA.reg

F(
    "marinadalm_croatian_whatsapp_lozinka_recepcija",
    ("WhatsApp/Recepcija marina <<ymd>>.txt", "Preuzimanja/WhatsApp Chat - <<fn2>> <<ln2>>.txt"),
    """[<<dmyd>>. <<hms>>] <<fn2>> <<ln2>>: Bok, koja je lozinka za program za vezove na recepciji? Gost na vezu B-<<n2>> čeka račun
[<<dmyd>>. <<hms>>] <<fn>> <<ln>>: korisnik <<user>>
[<<dmyd>>. <<hms>>] <<fn>> <<ln>>: lozinka <<cred>>
[<<dmyd>>. <<hms>>] <<fn2>> <<ln2>>: Hvala! 🙏
[<<dmyd>>. <<hms>>] <<fn>> <<ln>>: Nemoj je pisati na papirić ispod tipkovnice 😅
""",
    cred="human",
)

F(
    "marinadalm_fina_fiscal_p12_openssl_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ls ~/fiskalizacija/
openssl pkcs12 -info -in ~/fiskalizacija/FISKAL_<<n>>.p12 -nokeys -passin pass:<<cred>>
openssl pkcs12 -in ~/fiskalizacija/FISKAL_<<n>>.p12 -out /tmp/fiskal.pem -nodes -passin pass:<<cred>>
openssl x509 -in /tmp/fiskal.pem -noout -enddate
rm /tmp/fiskal.pem
sudo systemctl restart blagajna
""",
    cred="pw_bare",
    syntax="",
)

F(
    "marinadalm_wspay_form_php_secret_key",
    ("web/placanje/wspay_config.php", "public_html/<<org>>/inc/wspay.php"),
    """<?php
// WSPay - online plaćanje veza i dnevnog boravka (HRK/EUR)
define('WSPAY_SHOP_ID', 'MARINA<<serial>>');
define('WSPAY_SECRET_KEY', '<<cred>>');
define('WSPAY_FORM_URL', 'https://form.wspay.biz/authorization.aspx');
define('WSPAY_RETURN_URL', 'https://www.<<dom>>/placanje/uspjeh');
define('WSPAY_CANCEL_URL', 'https://www.<<dom>>/placanje/odustao');

function wspay_signature(string $cartId, string $amount): string {
    $amt = str_replace(',', '', $amount);
    return hash('sha512', WSPAY_SHOP_ID . WSPAY_SECRET_KEY . $cartId . WSPAY_SECRET_KEY . $amt . WSPAY_SECRET_KEY);
}
""",
    cred="p:wspay_secret",
    syntax="",
)

F(
    "marinadalm_power_pedestal_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge-pedestals.conf", "gateway/<<place>>/mosquitto_bridge.conf"),
    """# Priključni ormarići (struja/voda) na gatovima A-D -> cloud broker
connection pedestals-cloud
address mqtt.<<dom>>:8883
bridge_protocol_version mqttv311
remote_clientid marina-gw-<<n>>
remote_username <<user>>
remote_password <<cred>>
bridge_cafile /etc/mosquitto/certs/ca.crt
topic pedestal/# out 1
topic pedestal/cmd/# in 1
""",
    cred="pw_bare",
    syntax="",
)

F(
    "marinadalm_evisitor_guest_checkin_python",
    ("skripte/evisitor_prijava.py", "opt/<<org>>/evisitor/sync.py"),
    """#!/usr/bin/env python3
\"\"\"Prijava gostiju (posade jahti na vezu) u sustav eVisitor.\"\"\"
import requests

BASE = "https://www.evisitor.hr/eVisitorRhetos_API/"
USERNAME = "<<user>>"
PASSWORD = "<<cred>>"
APIKEY = "<<uuid>>"


def login() -> requests.Session:
    s = requests.Session()
    r = s.post(BASE + "Resources/AspNetFormsAuth/Authentication/Login",
               json={"UserName": USERNAME, "Password": PASSWORD, "PersistCookie": False, "apikey": APIKEY})
    r.raise_for_status()
    return s


if __name__ == "__main__":
    sess = login()
    print(sess.get(BASE + "Rest/Htz/Facility/").status_code)
""",
    cred="pw_dq",
)

F(
    "marinadalm_berth_contracts_flat_ods",
    ("ugovori/vezovi_<<y>>.fods", "Dokumenti/Godišnji vezovi <<y>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Godišnji vezovi">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Vez</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Plovilo</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Vlasnik</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Wi-Fi lozinka</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>A-<<n2>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<vessel>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<fn>> <<ln>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>C-<<n2>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<vessel2>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<fn2>> <<ln2>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>-</text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    cred="human_x",
    syntax="xml",
)

F(
    "marinadalm_corvuspay_java_properties",
    ("src/main/resources/corvuspay.properties", "config/<<org>>/corvuspay-prod.properties"),
    """# CorvusPay - naplata goriva na benzinskoj postaji marine i vezova
corvuspay.store-id=<<n4>>
corvuspay.secret-key=<<cred>>
corvuspay.environment=prod
corvuspay.language=hr
corvuspay.currency=EUR
corvuspay.success-url=https://www.<<dom>>/placanje/ok
""",
    cred="p:corvus_secret",
    syntax="",
)


def _sms_xml(s):
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["uuid"]}" backup_date="{s["epoch"]}000" type="full">
  <sms protocol="0" address="{s["phone"]}" date="{s["epoch"]}000" type="1" subject="null" body="Bok {s["fn"]}, koja je sifra za blagajnu na benzinskoj? Gost ceka" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["epoch"]}000" sub_id="1" readable_date="{s["dmyd"]}. {s["hms"]}" contact_name="{s["fn2"]} {s["ln2"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{s["epoch"]}120" type="2" subject="null" body="{s["cred"]}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmyd"]}. {s["hms"]}" contact_name="{s["fn2"]} {s["ln2"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{s["epoch"]}300" type="1" subject="null" body="Hvala" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["epoch"]}000" sub_id="1" readable_date="{s["dmyd"]}. {s["hms"]}" contact_name="{s["fn2"]} {s["ln2"]}" />
</smses>
"""


F(
    "marinadalm_fuel_dock_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<ymd>><<n>>.xml", "backup/telefon/sms-<<ymd>>.xml"),
    _sms_xml,
    cred="human_x",
)

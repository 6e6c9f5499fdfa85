# ruff: noqa: E501
"""Family p: an intercom and access-control installer (diyafon, kartlı geçiş) in Istanbul,
Turkey, Turkish."""

from __future__ import annotations

from hundredtenth_spec import Fam, draw

FAM = Fam(
    name="diyafon_kartli_gecis_montaj_istanbul",
    key="diyafon",
    orgs=("kapicozum", "bogazdiyafon", "kadikoyguvenlik", "atlasgecis"),
    tld="com.tr",
    first=(
        ("Mehmet", "mehmet"),
        ("Ayşe", "ayse"),
        ("Emre", "emre"),
        ("Zeynep", "zeynep"),
        ("Burak", "burak"),
        ("Elif", "elif"),
        ("Hüseyin", "huseyin"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
    ),
    words=(
        "istanbul",
        "bogaz",
        "kadikoy",
        "galata",
        "simit",
        "cay",
        "lale",
        "kapi",
        "anahtar",
        "guvenlik",
        "fener",
        "cimbom",
        "karakartal",
        "yildiz",
        "deniz",
    ),
    pets=("Pamuk", "Boncuk", "Tarçın", "Karabaş", "Minnoş", "Zeytin"),
    cc="+905",
    places=("Kadıköy", "Ataşehir", "Beşiktaş", "Üsküdar", "Bakırköy", "Maltepe"),
)

FAM.reg(
    "asterisk_pjsip_villa_site_intercom",
    ("etc/asterisk/pjsip_<<org>>.conf", "<<org>>/santral/pjsip_<<n>>.conf"),
    """; Site girişi IP diyafon -> daire monitörleri (<<place>> Sitesi)
[diyafon-giris]
type=auth
auth_type=userpass
username=giris<<n>>
password=<<cred>>

[diyafon-giris]
type=aor
max_contacts=2

[daire-<<unit>>]
type=endpoint
context=site-<<n>>
""",
    cred="pw_bare",
    syntax="",
)

FAM.reg(
    "akuvox_autoprovision_cfg_sip_pass",
    ("tftpboot/<<mac>>.cfg", "<<org>>/autop/r20a_<<place>>_<<n>>.cfg"),
    """## Akuvox R20A kapı paneli - otomatik yapılandırma (<<place>>)
Config.Account1.GENERAL.Enable = 1
Config.Account1.GENERAL.Label = Blok A Giris
Config.Account1.GENERAL.UserName = <<n>>01
Config.Account1.GENERAL.AuthName = <<n>>01
Config.Account1.GENERAL.Pwd = <<cred>>
Config.Account1.SIP.Server = <<ip>>
Config.Account1.SIP.Port = 5060
Config.Settings.WEB_LOGIN.Password = <<other>>
""",
    cred="pw_bare",
    syntax="",
    extra=lambda rng, s: {"other": draw(rng, FAM, "human_bare")},
)

FAM.reg(
    "zkbiosecurity_database_properties",
    (
        "<<org>>/ZKBioSecurity/database.properties",
        "Program Files/ZKBioSecurity/<<place>>_<<n>>/database.properties",
    ),
    """#ZKBioSecurity - <<place>> sitesi kartlı geçiş
database.type=postgresql
database.host=<<lan>>
database.port=5442
database.name=biosecurity-boot
database.username=postgres
database.password=<<cred>>
system.language=tr
""",
    cred="pw",
    syntax="",
)

FAM.reg(
    "whatsapp_turkish_sifre_site_yoneticisi",
    ("WhatsApp Sohbeti - <<place>> Site Yönetimi.txt", "whatsapp/<<org>>_<<fa>>_<<mo>>.txt"),
    """<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn>> (Site Yöneticisi): Merhaba, yeni kartları tanımlamak için panele giremiyorum
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn2>> <<orgc>>: Merhaba <<fn>> Hanım, kullanıcı adı: yonetici
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn2>> <<orgc>>: şifre: <<cred>>
<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>> - <<fn>> (Site Yöneticisi): Çok teşekkürler, girdim 🙏
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "netgsm_servis_randevu_sms_php",
    ("<<org>>/sms/netgsm.php", "crm-<<org>>/inc/netgsm_<<y>>.php"),
    """<?php
// Servis randevusu SMS bildirimi - Netgsm
$netgsm = [
    'usercode' => '850<<n>>0<<n>>1',
    'password' => '<<cred>>',
    'msgheader' => '<<orgc>>',
    'url' => 'https://api.netgsm.com.tr/sms/send/get',
];
""",
    cred="pw_sq",
    syntax="",
)

FAM.reg(
    "parasut_muhasebe_client_python",
    ("<<org>>/muhasebe/parasut_fatura.py", "scripts-<<fa>>/parasut_<<n>>.py"),
    '''"""Montaj ve bakım sözleşmeleri için Paraşüt'te fatura oluşturur."""

import requests

PARASUT = {
    "client_id": "<<cid>>",
    "client_secret": "<<cred>>",
    "username": "<<email>>",
    "password": "<<upw>>",
    "grant_type": "password",
    "redirect_uri": "urn:ietf:wg:oauth:2.0:oob",
}

tok = requests.post("https://api.parasut.com/oauth/token", data=PARASUT, timeout=15).json()["access_token"]
print(tok[:6])
''',
    cred="hex:64",
    extra=lambda rng, s: {"cid": draw(rng, FAM, "hex:64"), "upw": draw(rng, FAM, "pw_dq")},
)

FAM.reg(
    "hikvision_isapi_curl_digest_zsh_history",
    ("home/<<fa>>/.zsh_history", "Users/<<fa>>/<<org>>_zsh_history"),
    """: <<ts>>:0;ping -c 3 <<lan>>
: <<ts>>:0;curl --digest -u admin:<<cred>> http://<<lan>>/ISAPI/System/deviceInfo
: <<ts>>:0;curl --digest -u admin:<<cred>> -X PUT -d @kapi.xml http://<<lan>>/ISAPI/AccessControl/Door/param/1
: <<ts>>:0;ssh teknik@<<ip>>
""",
    cred="human_bare",
    syntax="",
)

FAM.reg(
    "servis_formu_ocr_panel_admin_sifre",
    ("Taramalar/servis_formu_<<date>>.txt", "OCR/<<org>>_servis_<<n>>.txt"),
    """<<orgc>> GÜVENLİK SİSTEMLERİ - SERVİS FORMU
Müşteri: <<place>> Sitesi Yönetimi     Tarih: <<d>>.<<mo>>.<<y>>
Yapılan iş: Dahua VTO2202 kapı paneli değişimi, 48 daire monitörü test
Cihaz admin şifresi:
<<cred>>
Teknisyen: <<fn2>> <<ln2>>          İmza: ........
""",
    cred="human",
    syntax="",
)

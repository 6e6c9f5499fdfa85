# ruff: noqa: E501
"""Family a: a Paramaribo household's shared computer and router (Suriname; Dutch, Sranan Tongo)."""

from __future__ import annotations

import csv
import io

from fortyninth_spec import Fam, dec_b64_field, enc_b64

F = Fam(
    name="famiri_router_paramaribo",
    orgs=("telesur", "digicel", "kwattanet", "famirihuis", "moksipc"),
    tld="sr",
    first=(
        "Ravi",
        "Sharda",
        "Anjali",
        "Kenneth",
        "Marlon",
        "Sheila",
        "Roshni",
        "Dewi",
        "Jerrel",
        "Nadia",
    ),
    last=("Ramdin", "Sewdien", "Kartosen", "Pinas", "Amafo", "Brunings", "Jagessar", "Tjon A Fong"),
    words=(
        "kasaba",
        "moksi",
        "kwatta",
        "bakabana",
        "kwikwi",
        "switi",
        "mamio",
        "pomtajer",
        "saramacca",
        "pindasoep",
        "sopropo",
    ),
    seasons=("droogtijd", "regentijd", "ketikoti", "owruyari", "phagwa"),
    cc="597",
    pets=("blacky", "tiger", "pluto", "bobby", "lucky"),
)

# Router configuration backup (XML) with the WPA passphrase base64-encoded.
F.reg(
    "famiri_router_backup_xml_base64_passphrase",
    ("Downloads/config_<<hex8>>.xml", "Bureaublad/router backup <<date>>/ctce8_<<n4>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<InternetGatewayDevice>
  <DeviceInfo Manufacturer="ZTE" ModelName="F670L" SerialNumber="ZTEG<<hex8>>" SoftwareVersion="V9.0.11P1N12"/>
  <LANDevice instance="1">
    <LANHostConfigManagement IPRouters="<<gw>>" DHCPServerEnable="1" MinAddress="192.168.1.33" MaxAddress="192.168.1.200"/>
    <WLANConfiguration instance="1" Enable="1" SSID="Famiri_<<la>>" BeaconType="WPAand11i" WPAEncryptionModes="AESEncryption">
      <PreSharedKey instance="1">
        <KeyPassphrase encode="base64"><<enc>></KeyPassphrase>
      </PreSharedKey>
    </WLANConfiguration>
  </LANDevice>
  <ManagementServer URL="http://acs.<<dom>>:7547/acs" PeriodicInformInterval="86400"/>
</InternetGatewayDevice>
""",
    cred="human_x",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"]))},
    decode=dec_b64_field(r'<KeyPassphrase encode="base64">([^<]+)<'),
)

F.reg(
    "famiri_whatsapp_sranan_dutch_wachtwoord_wifi",
    ("WhatsApp Chat met Famiri <<la>>.txt", "Documents/WhatsApp Chat - Oma en de kids.txt"),
    """[<<ddot>>, <<time>>:02] <<first>>: Wie heeft de wifi weer veranderd?? Mi no man kon na tapu
[<<ddot>>, <<time>>:40] <<first2>>: Ik, de buurman zat op onze internet 😤
[<<ddot>>, <<time>>:41] <<first>>: San na a nyun wachtwoord dan
[<<ddot>>, <<time2>>:03] <<first2>>: Famiri_<<la>> / <<cred>>
[<<ddot>>, <<time2>>:05] <<first2>>: niet doorsturen aub!!
[<<ddot>>, <<time2>>:11] <<first>>: Grantangi 🙏
""",
    cred="human",
)


def _chrome_csv(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["name", "url", "username", "password", "note"])
    w.writerow(["mijn.telesur.sr", "https://mijn.telesur.sr/login", s["email"], s["p1"], ""])
    w.writerow(["www.facebook.com", "https://www.facebook.com/", s["email2"], s["cred"], ""])
    w.writerow(["portal.sr", "https://student.adekus.edu.sr/", s["user"], s["p2"], "school"])
    return buf.getvalue()


F.reg(
    "famiri_shared_pc_chrome_password_export_csv",
    ("Downloads/Chrome-wachtwoorden.csv", "Users/<<fa>>/Desktop/Chrome Passwords (<<n2>>).csv"),
    _chrome_csv,
    cred="human",
    extra=lambda rng, s: {"p1": F.human(rng), "p2": F.human(rng)},
)

F.reg(
    "famiri_openwrt_uci_show_wireless_key",
    ("Documents/router/uci-wireless-<<date>>.txt", "home/<<fa>>/openwrt_wireless.txt"),
    """root@OpenWrt:~# uci show wireless
wireless.radio0=wifi-device
wireless.radio0.type='mac80211'
wireless.radio0.path='platform/soc/18000000.wifi'
wireless.radio0.channel='36'
wireless.radio0.band='5g'
wireless.radio0.htmode='HE80'
wireless.radio0.country='SR'
wireless.default_radio0=wifi-iface
wireless.default_radio0.device='radio0'
wireless.default_radio0.network='lan'
wireless.default_radio0.mode='ap'
wireless.default_radio0.ssid='Kwatta_<<la>>_5G'
wireless.default_radio0.encryption='sae-mixed'
wireless.default_radio0.key='<<cred>>'
root@OpenWrt:~# exit
""",
    cred="pw_sq",
)

F.reg(
    "famiri_isp_installation_letter_ocr_pppoe",
    ("Scans/telesur_installatie_<<date>>.txt", "Documents/Scans/IMG_<<n4>>_ocr.txt"),
    """TELESUR  - Fiber To The Home
Installatieformulier / Bon nr. <<n4>>-<<n2>>

Klant: <<full>>
Adres: Kwattaweg <<n3>>, Paramaribo
Pakket: Fiber 100 Mbps

Gebruikersnaam (PPPoE): <<user>>@ftth.telesur.sr
Wachtwoord (PPPoE): <<cred>>
VLAN: 100

Monteur: ______ Handtekening klant: ______
Bewaar dit formulier zorgvuldig
""",
    cred="pw_alnum",
)

F.reg(
    "famiri_netsh_wlan_profile_sleutelinhoud",
    ("Users/<<fa>>/Desktop/wifi.txt", "Documents/netsh_<<la>>.txt"),
    """
Profiel Famiri_<<la>> op interface Wi-Fi:
=======================================================================

Toegepast: Gebruikersprofiel voor alle gebruikers

Profielgegevens
-------------------
    Versie                 : 1
    Type                   : Draadloos LAN
    Naam                   : Famiri_<<la>>
    Besturingsopties       :
        Verbindingsmodus   : Automatisch verbinden

Beveiligingsinstellingen
-----------------
    Verificatie            : WPA2-Personal
    Codering               : CCMP
    Beveiligingssleutel    : Aanwezig
    Sleutelinhoud          : <<cred>>

Kosteninstellingen
-------------
    Kosten                 : Onbeperkt
""",
    cred="human",
)

F.reg(
    "famiri_raspberry_bash_history_pihole_setpassword",
    ("home/pi/.bash_history", "Backups/pihole-sd/home/<<fa>>/.bash_history"),
    """sudo apt update && sudo apt full-upgrade -y
curl -sSL https://install.pi-hole.net | bash
pihole status
pihole setpassword '<<cred>>'
sudo systemctl restart pihole-FTL
pihole -g
ip a
sudo nano /etc/dhcpcd.conf
sudo reboot
""",
    cred="pw_sq",
)


def _notes(s: dict) -> str:
    return (
        "wachtwoorden huis (NIET WEGGOOIEN)\n"
        "-----------------------------------\n"
        f"wifi beneden  Famiri_{s['la']}  {s['p1']}\n"
        f"wifi boven    Famiri_{s['la']}_EXT\n"
        f"netflix       {s['email2']}   {s['cred']}\n"
        f"laptop kids   pincode {s['n4']}\n"
        f"router        admin / zie sticker onder\n"
    )


F.reg(
    "famiri_notepad_wachtwoorden_huis_txt",
    ("Users/<<fa>>/Documents/wachtwoorden.txt", "Users/Public/Documents/belangrijk <<year>>.txt"),
    _notes,
    cred="human",
    extra=lambda rng, s: {"p1": F.human(rng)},
)

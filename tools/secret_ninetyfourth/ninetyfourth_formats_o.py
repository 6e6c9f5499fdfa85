"""Family o: a remote IT support technician in Eskişehir, Turkey (Turkish)."""

# ruff: noqa: E501

from __future__ import annotations

import html
import re

from ninetyfourth_spec import Fam, gen_pw, prov

ESKISEHIR = Fam(
    name="eskisehir_remote_it_support",
    orgs=("destekuzak", "porsukbilisim", "odunpazaritech", "anadoluhelp"),
    tld="com.tr",
    first=(
        ("Elif", "elif"),
        ("Mehmet", "mehmet"),
        ("Zeynep", "zeynep"),
        ("Emre", "emre"),
        ("Ayşe", "ayse"),
        ("Burak", "burak"),
        ("Selin", "selin"),
        ("Oğuz", "oguz"),
    ),
    last=(
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Şahin", "sahin"),
        ("Çelik", "celik"),
        ("Aydın", "aydin"),
    ),
    words=(
        "porsuk",
        "luletasi",
        "odunpazari",
        "galatasaray",
        "fenerbahce",
        "besiktas",
        "ciborek",
        "anadolu",
        "sazova",
        "kizilcahamam",
        "tulumba",
        "bozok",
    ),
    pets=("pamuk", "boncuk", "karabas", "duman", "tarcin", "zeytin"),
    cc="+90",
    city="Eskisehir",
)
F = ESKISEHIR.reg


def _dec_ticket(text: str) -> str:
    m = re.search(r"Geçici şifre:\s*([^<\s]+)", text)
    assert m
    return html.unescape(m.group(1))


F(
    "eskisehir_osticket_ticket_html_entities",
    ("tickets/ticket_<<nn>>.html", "exports/osticket_<<date>>_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="tr">
<head><meta charset="utf-8"><title>Talep #<<nn>> - <<org>> destek</title></head>
<body>
<h2>Talep #<<nn>>: Muhasebe bilgisayarı Logo Tiger açılmıyor</h2>
<table class="ticket-info">
<tr><th>Müşteri</th><td><<cfnc>> <<clnc>> (<<cmail>>)</td></tr>
<tr><th>Durum</th><td>Kapalı</td></tr>
</table>
<div class="thread-entry response">
<div class="header"><<fnc>> <<lnc>> - <<dmy>> <<time>></div>
<div class="thread-body"><p>Merhaba, SQL servisi yeniden başlatıldı ve Logo kullanıcınızın şifresi sıfırlandı.</p>
<p>Kullanıcı: <<login>><br>Geçici şifre: <<enc>></p>
<p>İlk girişte değiştirmenizi rica ederim. AnyDesk oturumu kapatıldı.</p></div>
</div>
</body>
</html>
""",
    lambda r, s: gen_pw(r, sym="&<>"),
    syntax="",
    enc=lambda c, s: html.escape(c, quote=True),
    decode=_dec_ticket,
)

F(
    "eskisehir_rustdesk_toml_permanent_password",
    ("AppData/Roaming/RustDesk/config/RustDesk2.toml", "clients/<<org>>/RustDesk_<<n>>.toml"),
    """rendezvous_server = "rd.<<dom>>:21116"
nat_type = 1
serial = 0

[options]
custom-rendezvous-server = "rd.<<dom>>"
relay-server = "rd.<<dom>>"
key = "<<rkey>>"
verification-method = "use-permanent-password"
approve-mode = "password"
permanent-password = "<<cred>>"
""",
    "pw_dq",
    extra=lambda r, s: {"rkey": prov(r, "cloudflare")[:43] + "="},
)

F(
    "eskisehir_teamviewer_msi_rollout_bat",
    ("deploy/teamviewer_kur_<<n>>.bat", "clients/<<org>>/tv_host_install.cmd"),
    """@echo off
REM Müşteri bilgisayarlarına TeamViewer Host kurulumu (GPO ile)
msiexec.exe /i "\\\\<<ip>>\\kurulum\\TeamViewer_Host.msi" /qn CUSTOMCONFIGID=<<cfg>> APITOKEN=<<cred>> ASSIGNMENTOPTIONS="--grant-easy-access --alias %COMPUTERNAME%"
echo Kurulum tamam: %COMPUTERNAME% >> \\\\<<ip>>\\kurulum\\log.txt
""",
    "p:teamviewer_api",
    syntax="",
    extra=lambda r, s: {"cfg": prov(r, "dropbox_secret")[:7]},
)

F(
    "eskisehir_turkish_whatsapp_sifre",
    ("WhatsApp Chat - <<cfnc>> <<clnc>>/_chat.txt", "sohbet/wa_<<cfn>>_<<n>>.txt"),
    """[<<dd>>.<<mm>>.<<year>> <<time>>:<<sec>>] <<cfnc>> <<clnc>>: Hocam yazıcı yine çalışmıyor, bir bakabilir misiniz?
[<<dd>>.<<mm>>.<<year>> <<time>>:<<sec>>] <<fnc>> <<lnc>>: Tabii, AnyDesk'i açın. Modem arayüzüne de girmem lazım
[<<dd>>.<<mm>>.<<year>> <<time2>>:<<sec>>] <<cfnc>> <<clnc>>: modem şifresi <<cred>>
[<<dd>>.<<mm>>.<<year>> <<time2>>:<<sec>>] <<fnc>> <<lnc>>: Tamamdır, bağlandım 👍
""",
    "human",
)

F(
    "eskisehir_iyzico_api_php",
    ("eticaret/config/iyzico.php", "clients/<<org>>-magaza/iyzico_<<n>>.php"),
    """<?php
// iyzico canlı ortam - müşteri e-ticaret sitesi
$options = new \\Iyzipay\\Options();
$options->setApiKey('<<akey>>');
$options->setSecretKey('<<cred>>');
$options->setBaseUrl('https://api.iyzipay.com');
return $options;
""",
    "p:iyzico",
    syntax="",
    extra=lambda r, s: {"akey": prov(r, "iyzico")},
)

F(
    "eskisehir_openvpn_inline_key_ovpn",
    ("OpenVPN/config/<<org>>-<<login>>.ovpn", "clients/<<org>>/vpn_<<n>>.ovpn"),
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
verb 3
<ca>
-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUJ<<nn>>
-----END CERTIFICATE-----
</ca>
<key>
<<cred>>
</key>
""",
    "pem",
    syntax="",
)

F(
    "eskisehir_cifs_fstab_credentials",
    ("etc/fstab", "clients/<<org>>/fstab_<<n>>"),
    """# /etc/fstab: static file system information.
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<nn>>-A1B2  /boot/efi       vfat    umask=0077      0       1
# muhasebe paylaşımı (Windows Server)
//<<ip>>/Muhasebe /mnt/muhasebe cifs username=<<login>>,password=<<cred>>,domain=<<org>>,iocharset=utf8,uid=1000 0 0
""",
    "pw_bare",
    syntax="",
)

F(
    "eskisehir_ad_password_reset_ps1",
    ("scripts/sifre_sifirla_<<n>>.ps1", "clients/<<org>>/reset_user.ps1"),
    """# Active Directory - yeni personel / şifre sıfırlama
Import-Module ActiveDirectory
$kullanici = "<<login>>"
$yeniSifre = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
Set-ADAccountPassword -Identity $kullanici -NewPassword $yeniSifre -Reset
Set-ADUser -Identity $kullanici -ChangePasswordAtLogon $true
Write-Host "Şifre sıfırlandı: $kullanici"
""",
    "pw_dq",
    syntax="",
)

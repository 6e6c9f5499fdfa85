"""Family p: a dressmaker's studio (bridal gowns and alterations)."""
# ruff: noqa: E501

from thirtysecond_spec import SYM_XML, alnum, dec_after, dec_xml, enc_xml, pw_with, reg

F = "dressmaker_bridal_alterations_studio"

reg(
    F,
    "dressmaker_booking_app_config_xml_escaped",
    ("BridalBooking/<<org>>/App.config", "studio-<<n>>/BridalBooking.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SmtpHost" value="smtp.<<dom>>" />
    <add key="SmtpUser" value="fittings@<<dom>>" />
    <add key="SmtpPassword" value="<<cred>>" />
    <add key="ReminderDaysBefore" value="3" />
  </appSettings>
</configuration>
""",
    pw_with("&<>", sym=SYM_XML),
    syntax="xml",
    enc=enc_xml,
    decode=dec_after(r'key="SmtpPassword" value="([^"]*)"', dec_xml),
)

reg(
    F,
    "dressmaker_embroidery_machine_wifi_ini",
    ("EmbroideryLink/<<org>>/machine.ini", "ProgramData/StitchLink/machine<<n>>.ini"),
    """[Machine]
Model=EMB-1600
Serial=SN<<n4>><<n>>

[Network]
Mode=Infrastructure
SSID=<<org_t>> Studio
Security=WPA2
Key=<<cred>>

[Cloud]
Enabled=0
""",
    "h_ini",
)

reg(
    F,
    "dressmaker_fittings_acuity_php_array",
    ("wp-content/plugins/<<org>>-fittings/config.php", "fittings-<<n>>/config.php"),
    """<?php
// bridal fitting appointments (Acuity Scheduling)
return [
    'acuity' => [
        'user_id' => '<<n4>><<n>>',
        'api_key' => '<<cred>>',
        'appointment_types' => ['First fitting' => 11, 'Final fitting' => 12],
    ],
];
""",
    "hex32",
)

reg(
    F,
    "dressmaker_seamstress_georgian_chat_paroli",
    ("chats/<<org>>_<<n>>.txt", "exports/messenger/<<first>>_<<date>>.txt"),
    """[<<dslash>> <<time>>] ნინო: დილა მშვიდობისა! შაბათს სამი საქორწილო კაბის მორგება გვაქვს
[<<dslash>> <<time>>] <<firstc>>: კომპიუტერის პაროლი რა არის? ჯავშნები უნდა ვნახო
[<<dslash>> <<time2>>] ნინო: პაროლი: <<cred>>
[<<dslash>> <<time2>>] <<firstc>>: მადლობა ❤️
""",
    "h",
)

reg(
    F,
    "dressmaker_fabric_supplier_indonesian_email_kata_sandi",
    ("mail/<<org>>/kain_<<n>>.eml", "inbox/<<first>>/supplier_<<date>>.eml"),
    """From: Toko Kain Sutra <cs@kainsutra.co.id>
To: <<email>>
Subject: Akun grosir Anda sudah aktif
Content-Type: text/plain; charset=UTF-8

Halo Kak <<firstc>>,

Akun grosir untuk pemesanan kain satin, tulle dan renda sudah aktif.

Email: <<email>>
Kata sandi: <<cred>>

Silakan ganti kata sandi setelah login pertama.
Terima kasih.
""",
    "h",
)

reg(
    F,
    "dressmaker_studio_photos_rsync_password_env_script",
    ("scripts/<<org>>/backup_photos.sh", "nas/dress-photos-<<n>>.sh"),
    """#!/bin/bash
# nightly copy of fitting photos to the Synology in the back room
export RSYNC_PASSWORD=<<cred>>
rsync -av --delete /home/studio/Pictures/fittings/ rsync://backup@<<ip>>/photos/fittings/
""",
    "h_bare",
)

reg(
    F,
    "dressmaker_etsy_shop_refresh_token_env",
    ("etsy-sync/<<org>>/.env", "srv/pattern-shop-<<n>>/.env"),
    """ETSY_KEYSTRING=<<hex12>>abcd<<hex8>>
ETSY_SHOP_ID=<<n4>><<n4>>
ETSY_REFRESH_TOKEN=<<cred>>
""",
    lambda rng: (
        f"{rng.randint(10**8, 10**9)}.{alnum(rng, 120, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}"
    ),
)

reg(
    F,
    "dressmaker_measurements_notebook_ocr_bare",
    ("scans/<<org>>/notebook_page_<<n>>.txt", "ocr/notebook/<<date>>.txt"),
    """Mrs <<lastc>> - bust 36 waist 29 hips 38 / hem 2cm
Miss <<last2c>> - take in bodice 1.5cm each side

instagram (studio)
<<org>>_bridal
<<cred>>
""",
    "h",
)

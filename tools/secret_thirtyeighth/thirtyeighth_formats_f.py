# ruff: noqa: E501
"""Family f: a duduk (apricot-wood reed pipe) maker's workshop in Yerevan (Armenian,
Russian, English)."""

from __future__ import annotations

from thirtyeighth_spec import human, reg

FAM = "duduk_apricot_yerevan"
ORGS = ("ararat-duduk",)
W = ("duduk", "tsiranapogh", "ararat", "yerevan", "gyumri", "sevan", "ghamish", "dam",
     "zurna", "shvi", "apricot", "tsirani", "armen", "anahit", "hayastan", "garni", "dilijan",
     "erebuni", "lilit", "tigran")  # fmt: skip

reg(
    FAM,
    "duduk_telegram_armenian_gaghtnabar_reply",
    ("Telegram Desktop/ChatExport_<<date>>/messages.txt", "telegram/Արհեստանոց <<n>>.txt"),
    """Արհեստանոց — Ծիրանափող
<<dmy>> <<time>>  Անահիտ: Տիգրան, Etsy-ի խանութի գաղտնաբառը ո՞րն է, նոր դուդուկների լուսանկարներն եմ դնում
<<dmy>> <<time>>  Տիգրան: հիմա կասեմ
<<dmy>> <<time2>>  Տիգրան: <<cred>>
<<dmy>> <<time2>>  Անահիտ: շնորհակալ եմ 🙏
<<dmy>> <<time2>>  Տիգրան: եղեգները (ղամիշ) վաղը կբերեմ Սևանից
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_shop_etsy_ruby_shared_secret",
    ("lib/etsy_listing_sync.rb", "scripts/etsy_<<n>>.rb"),
    """# Sync new duduk listings (apricot wood, keys A / G / Bb) to the Etsy shop
require "net/http"
require "json"

ETSY_KEYSTRING = "<<ks>>"
ETSY_SHARED_SECRET = "<<cred>>"
SHOP_ID = <<nn>>8812

def etsy_get(path)
  uri = URI("https://openapi.etsy.com/v3/application#{path}")
  req = Net::HTTP::Get.new(uri)
  req["x-api-key"] = "#{ETSY_KEYSTRING}:#{ETSY_SHARED_SECRET}"
  Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| JSON.parse(h.request(req).body) }
end

puts etsy_get("/shops/#{SHOP_ID}/listings/active")["count"]
""",
    "an:10",
    syntax="",
    extra=lambda r, s: {"ks": str(s["id"]) + str(s["hex8"]) + "q3k1a2"},
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_cnc_lathe_dnc_share_windows_reg",
    ("backup/dnc_settings_<<n>>.reg", "Desktop/CNC Tokarni <<year>>.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\\Software\\CIMCO\\DNC-Max\\Ports\\Lathe<<n>>]
"Description"="Духовой канал / Փողի խառատ"
"Protocol"="Network"
"SharePath"="\\\\\\\\<<ip>>\\\\nc_programs"
"ShareUser"="dnc"
"SharePassword"="<<cred>>"
"AutoReceive"=dword:00000001
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_recording_nas_fstab_cifs_inline",
    ("etc/fstab", "srv/studio<<n>>/etc/fstab", "backup/studio-<<date>>/fstab"),
    """# <file system> <mount point>   <type>  <options>       <dump>  <pass>
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
UUID=<<hex8>>-<<n>>  /boot/efi vfat umask=0077 0 1
# ձայնագրությունների արխիվ (duduk takes, reed tests)
//<<ip>>/recordings /mnt/recordings cifs username=studio,password=<<cred>>,uid=1000,gid=1000,vers=3.0 0 0
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_tuner_app_plist_revenuecat_key",
    ("DudukTuner/Info.plist", "ios-<<n>>/DudukTuner/Config.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>Duduk Tuner</string>
	<key>CFBundleIdentifier</key>
	<string>am.<<org_>>.tuner</string>
	<key>NSMicrophoneUsageDescription</key>
	<string>Used to detect the pitch of your duduk.</string>
	<key>RevenueCatAPIKey</key>
	<string><<cred>></string>
	<key>DefaultKey</key>
	<string>A</string>
</dict>
</plist>
""",
    "p:revenuecat",
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_export_customs_email_zip_password",
    ("mail/sent/export-docs-<<nn>>.eml", "Outlook/Export invoice <<date>>.eml"),
    """From: Tigran Hakobyan <tigran@<<dom>>>
To: <<email>>
Subject: Proforma + certificate of origin, <<n>> duduks (apricot wood)
Date: <<date>> <<time>>:00 +0400
Content-Type: text/plain; charset=utf-8

Dear <<firstc>>,

Attached are the proforma invoice, the CITES-free wood statement and the certificate of
origin for the <<n>> duduks (keys A, G, Bb) with spare reeds. The archive is protected,
the password is <<cred>> (case sensitive).

Shipment leaves Zvartnots on Thursday.

Best regards,
Tigran
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_webshop_idram_php_define",
    ("wp-content/plugins/idram-gateway/config.php", "shop-<<n>>/includes/idram.php"),
    """<?php
// Idram payment settings for the duduk web shop (AMD)
define('IDRAM_EDP_REC_ACCOUNT', '110<<nn>>0<<n>>');
define('IDRAM_SECRET_KEY', '<<cred>>');
define('IDRAM_SUCCESS_URL', 'https://shop.<<dom>>/checkout/success');
define('IDRAM_FAIL_URL', 'https://shop.<<dom>>/checkout/fail');

function idram_checksum(array $p): string {
    return strtoupper(md5(implode(':', [IDRAM_EDP_REC_ACCOUNT, $p['EDP_AMOUNT'], IDRAM_SECRET_KEY, $p['EDP_BILL_NO'], $p['EDP_PAYER_ACCOUNT'], $p['EDP_TRANS_ID'], $p['EDP_TRANS_DATE']])));
}
""",
    "an:32",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "duduk_orders_pgpass_line",
    ("home/<<user>>/.pgpass", "root/.pgpass", "home/workshop<<n>>/.pgpass"),
    """# hostname:port:database:username:password
<<host>>:5432:orders:workshop:<<cred>>
localhost:5432:*:postgres:<<other>>
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"other": human(r, W, "!#*._")},
    orgs=ORGS,
)

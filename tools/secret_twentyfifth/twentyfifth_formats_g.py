"""Meaderies: fermentation monitoring, cellar door sales, excise returns."""

# ruff: noqa: E501
from urllib.parse import unquote

from twentyfifth_spec import dec_after, enc_url, pw_with, reg

F = "meadery_honey_wine_fermentation"

reg(
    F,
    "meadery_fermenter_tilt_influx_telegraf_conf",
    ("telegraf/<<org>>/fermenters.conf", "etc/telegraf/telegraf.d/<<org>>.conf"),
    '[[outputs.influxdb_v2]]\n  urls = ["http://<<ip>>:8086"]\n  token = "<<v>>"\n  organization = "<<org>>"\n  bucket = "fermenters"\n',
    "p:influx",
    "",
)
reg(
    F,
    "meadery_cellar_door_sqlalchemy_url_percent",
    ("cellar/<<org>>/alembic.ini", "pos/<<org>>/alembic.ini"),
    "[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg://cellar:<<v>>@<<host>>/cellar_door\n",
    pw_with("@:/?#", "-._~"),
    enc=enc_url,
    decode=dec_after(r"cellar:([^@]+)@", unquote),
)
reg(
    F,
    "meadery_excise_return_java_properties",
    ("excise/<<org>>/src/main/resources/hmrc.properties", "returns/<<org>>/hmrc.properties"),
    "hmrc.base=https://api.service.hmrc.gov.uk\nhmrc.client-id=<<h8>><<h8>>\nhmrc.client-secret=<<v>>\n",
    "uuid",
    "",
)
reg(
    F,
    "meadery_beekeeper_supplier_norwegian_email_passord",
    ("mail/<<org>>/honning-<<nn>>.eml", "inbox/<<org>>/<<h8>>.eml"),
    "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Tilgang til bestillingsportalen\n\nHei,\n\nDu kan logge inn med brukernavn <<user>> og passord <<v>>.\nHonningen sendes fredag.\n\nMvh\n<<first>>\n",
    "human",
    "",
)
reg(
    F,
    "meadery_label_printer_zpl_ftp_batch",
    ("labels/<<org>>/send_labels.bat", "print/<<org>>/zpl_upload.cmd"),
    "@echo off\necho open <<ip>>> ftp.txt\necho user labels <<v>>>> ftp.txt\necho put batch_<<nn>>.zpl>> ftp.txt\necho quit>> ftp.txt\nftp -n -s:ftp.txt\n",
    "pw_bare",
    "",
)
reg(
    F,
    "meadery_shopify_storefront_liquid_settings_json",
    ("theme/<<org>>/config/settings_data.json", "shop/<<org>>/settings_data.json"),
    '{\n  "current": {\n    "klaviyo_public": "<<h8>>",\n    "admin_api_token": "<<v>>"\n  }\n}\n',
    "p:shopify",
)
reg(
    F,
    "meadery_brew_log_elisp_auth_source",
    ("home/<<user>>/.authinfo", "dotfiles/<<org>>/authinfo"),
    "machine brewfather.app login <<email>> password <<v>> port 443\n",
    "pw_bare",
    "",
)
reg(
    F,
    "meadery_tasting_room_wifi_chalkboard_photo_ocr",
    ("ocr/<<org>>/chalkboard_<<nn>>.txt", "scans/<<org>>/tasting-room.txt"),
    "TODAY'S FLIGHT\nWildflower · Heather · Cyser · Bochet\n\nGuest WiFi: <<org>>-taproom\n<<v>>\nAsk about the mead club!\n",
    "human",
    "",
)

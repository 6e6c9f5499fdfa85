"""Family l: a family in Hanoi (Vietnam) backing up phones and tablets: iCloud, WhatsApp and
Signal backups, a home photo server; Vietnamese."""

from __future__ import annotations

from fiftyninth_spec import Fam, hexs, jdump

F = Fam(
    "hanoi_phone_tablet_backups",
    tld="vn",
    orgs=("luutrumay", "hoankiem", "caugiay"),
    first=(
        ("Minh", "minh"),
        ("Lan", "lan"),
        ("Tuấn", "tuan"),
        ("Hương", "huong"),
        ("Đức", "duc"),
        ("Thảo", "thao"),
        ("Quang", "quang"),
        ("Mai", "mai"),
    ),
    last=(
        ("Nguyễn", "nguyen"),
        ("Trần", "tran"),
        ("Lê", "le"),
        ("Phạm", "pham"),
        ("Hoàng", "hoang"),
        ("Đỗ", "do"),
    ),
    words=(
        "hanoi",
        "hoankiem",
        "phobo",
        "tet",
        "bunCha",
        "longbien",
        "hoasen",
        "caphe",
        "halong",
        "mientay",
    ),
    pets=("milu", "vang", "mimi", "bong", "cun", "lu"),
    mail=("gmail.com", "yahoo.com.vn", "outlook.com"),
    cc="+84",
    ssid=("VNPT_", "FPT Telecom-", "Viettel_", "NhaMinh", "TP-Link_"),
)


F.reg(
    "hanoi_zalo_chat_copy_mat_khau_icloud",
    ("Zalo/Ảnh chụp/zalo_<<fa>>_<<ymd>>.txt", "Documents/tin nhắn Zalo <<n>>.txt"),
    """<<fn>>  <<dmy>> 20:31
Mẹ ơi, con đổi điện thoại mới cho mẹ rồi. Mẹ đăng nhập iCloud để lấy lại ảnh nhé
<<fn>>  20:31
Apple ID: <<email>>
<<fn>>  20:32
Mật khẩu: <<cred>>
Mẹ  20:40
Ừ mẹ làm được rồi, ảnh cháu về hết rồi ❤️
""",
    cred="human",
)


def _wa_key(rng, fam):
    h = hexs(rng, 64)
    return " ".join(h[i : i + 4] for i in range(0, 64, 4))


F.reg(
    "hanoi_whatsapp_e2e_backup_64_digit_key_note",
    ("Notes/Khoá sao lưu WhatsApp <<n>>.txt", "Documents/sao_luu/whatsapp_key_<<ymd>>.txt"),
    """Khoá mã hoá 64 chữ số cho bản sao lưu WhatsApp (điện thoại của bố)
<<cred>>
Ngày tạo: <<dmy>> - mất khoá này là không khôi phục được tin nhắn!
""",
    cred=_wa_key,
)

F.reg(
    "hanoi_signal_backup_passphrase_30_digits",
    ("Notes/signal_<<fa>>_<<n>>.txt", "Documents/sao_luu/signal-<<ymd>>.txt"),
    """Signal - sao lưu trò chuyện (Android, <<fn>>)
Thư mục: /sdcard/Signal/Backups/signal-<<date>>-02-00-00.backup
Mã khôi phục (30 số):
<<cred>>
""",
    cred="p:signal",
)

F.reg(
    "hanoi_idevicebackup2_encryption_sh",
    ("home/<<fa>>/scripts/saoluu_ipad_<<n>>.sh", "Documents/scripts/iphone_backup_<<ymd>>.sh"),
    """#!/bin/bash
# Sao lưu iPad của con lên ổ cứng gắn ngoài (libimobiledevice)
set -e
DEST="/media/<<fa>>/SaoLuu/ipad-$(date +%F)"
mkdir -p "$DEST"
idevicepair pair
idevicebackup2 -i encryption on <<cred>>
idevicebackup2 backup --full "$DEST"
echo "Xong: $DEST"
""",
    cred="pw_bare",
)

F.reg(
    "hanoi_foldersync_export_json_nextcloud_app_password",
    (
        "Download/FolderSync/foldersync_backup_<<ymd>>.json",
        "Documents/foldersync_<<fa>>_<<n>>.json",
    ),
    lambda s: jdump(
        {
            "accounts": [
                {
                    "name": f"Nextcloud nhà {s['la'].capitalize()}",
                    "accountType": "NextCloud",
                    "serverAddress": f"https://cloud.{s['dom']}/remote.php/dav/files/{s['login']}/",
                    "loginName": s["login"],
                    "password": s["cred"],
                    "allowSelfSigned": False,
                }
            ],
            "folderPairs": [
                {
                    "name": "Ảnh điện thoại",
                    "localFolder": "/storage/emulated/0/DCIM/Camera",
                    "remoteFolder": "/Photos/Phone",
                    "syncType": "ToRemoteFolder",
                }
            ],
        }
    ),
    cred="p:nc_app",
)

F.reg(
    "hanoi_keep_takeout_html_wifi_nha",
    ("Takeout/Keep/Wifi nhà <<n>>.html", "Takeout/Keep/<<date>>T21_<<mm>>_<<n>>.html"),
    """<?xml version="1.0" ?>
<html><head><meta charset="utf-8"/><title>Wifi nhà</title></head>
<body><div class="note DEFAULT"><div class="heading"><div class="meta-icons"></div>
<<dmy>> 21:<<mm>>:02</div>
<div class="title">Wifi nhà</div>
<div class="content">Tên mạng: <<ssid>><br/>Mật khẩu wifi: <<cred>><br/>Modem ở tủ dưới TV</div>
</div></body></html>
""",
    cred="wifi",
)

F.reg(
    "hanoi_immich_env_db_password",
    ("immich-app/.env", "home/<<fa>>/immich-<<n>>/.env"),
    """# Immich - máy chủ ảnh gia đình (thay Google Photos)
UPLOAD_LOCATION=/mnt/hdd/immich/library
DB_DATA_LOCATION=/mnt/hdd/immich/postgres
TZ=Asia/Ho_Chi_Minh
IMMICH_VERSION=release
DB_PASSWORD=<<cred>>
DB_USERNAME=postgres
DB_DATABASE_NAME=immich
""",
    cred="pw_alnum",
    syntax="",
)

F.reg(
    "hanoi_email_vietnamese_mat_khau_sao_luu_iphone",
    ("Mail/Đã gửi/Sao lưu iPhone <<n>>.eml", "Takeout/Mail/saoluu_<<ymd>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Mật khẩu bản sao lưu iPhone của bố
Date: Sun, 26 May <<year>> 09:15:33 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"

Chị ơi,

Em đã sao lưu iPhone của bố lên máy tính (iTunes, có mã hoá).
Mật khẩu bản sao lưu: <<cred>>
Khi nào đổi máy mới thì nhập mật khẩu này để khôi phục Zalo và danh bạ.

Em <<fn>>
""",
    cred="human",
)

# ruff: noqa: E501
"""Family a: a wedding photographer in Nairobi, Kenya (Swahili and English)."""

from hundredtwentieth_spec import Fam, alnum, dec_basic, enc_b64

F = Fam(
    name="harusi_picha_nairobi",
    orgs=("picharusi", "lensamaua", "harusilens", "pendopicha"),
    tld="co.ke",
    first=(
        ("Wanjiru", "wanjiru"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Otieno", "otieno"),
        ("Njeri", "njeri"),
        ("Kiprono", "kiprono"),
        ("Amina", "amina"),
        ("Baraka", "baraka"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Odhiambo", "odhiambo"),
        ("Wambui", "wambui"),
        ("Kariuki", "kariuki"),
        ("Chebet", "chebet"),
        ("Mutua", "mutua"),
    ),
    words=(
        "simba",
        "harusi",
        "pendo",
        "furaha",
        "nyota",
        "baraka",
        "mvua",
        "kilima",
        "safari",
        "malaika",
        "tumaini",
        "amani",
        "karibu",
        "jambo",
    ),
    pets=("bahati", "chui", "simba", "tiger", "jackie", "rex"),
    cc="254",
    city="Nairobi",
)

F.reg(
    "harusi_swahili_whatsapp_nenosiri_pixieset",
    ("WhatsApp Chat with <<fn>> Harusi Team.txt", "exports/whatsapp/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Habari! Picha za harusi ya Mwangi zimeshapakiwa kwa Pixieset 🙏
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Asante sana. Tuingie aje kwa gallery ya wateja?
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Link ni <<org>>.pixieset.com/mwangiwedding
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Nenosiri: <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Msishiriki na wageni wote tafadhali, download ya full-res iko wazi
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Sawa sawa 👍
""",
    cred="human",
)

F.reg(
    "harusi_booking_site_mpesa_daraja_env",
    ("<<org>>-booking/.env", "sites/<<fa>>/<<org>>/.env.production"),
    """APP_NAME="<<orgc>> Bookings"
APP_URL=https://book.<<dom>>
DB_URL=postgres://bookings@127.0.0.1:5432/bookings
MPESA_ENV=production
MPESA_SHORTCODE=<<nnn>><<nnn>>
MPESA_CONSUMER_KEY=<<key>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_CALLBACK_URL=https://book.<<dom>>/api/mpesa/callback
DEPOSIT_PERCENT=30
""",
    cred="p:daraja_secret",
    extra=lambda r, s: {"key": alnum(r, 48)},
)

F.reg(
    "harusi_raw_cards_rclone_b2_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "rclone/rclone-<<nn>>.conf"),
    """[nas]
type = sftp
host = <<ip>>
user = <<fa>>
key_file = ~/.ssh/id_ed25519

[b2-raw]
type = b2
account = 005<<hex8>>0000000<<n>>
key = <<cred>>
hard_delete = false

[b2-raw-crypt]
type = crypt
remote = b2-raw:harusi-raw-<<y>>
filename_encryption = off
""",
    cred="p:b2",
    syntax="ini",
)

F.reg(
    "harusi_couple_email_gallery_nenosiri",
    ("mail/sent/<<date>>_gallery_<<la>>.eml", "Outbox/<<fa>>-<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Picha zenu za harusi / Your wedding gallery is ready
Date: Sat, <<d>> Mar <<y>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Habari <<fn2>>,

Hongera tena kwa harusi yenu! Your full gallery (around 850 images) is now online:
https://<<org>>.pic-time.com/-<<la>>wedding

Nenosiri la gallery (password): <<cred>>

Mnaweza kuchagua picha 40 kwa album kabla ya tarehe <<dmy>>. Prints can be ordered
directly from the gallery; M-Pesa payments go to till <<nnn>><<nnn>>.

Asante,
<<fn>>
<<orgc>> Photography, <<city>>
""",
    cred="human",
)

F.reg(
    "harusi_lightroom_export_sshpass_rsync_history",
    ("home/<<fa>>/.bash_history", "backup/laptop-<<fa>>/.bash_history"),
    """cd ~/Pictures/Lightroom/Exports/<<y>>-<<m>>-harusi
ls -la | wc -l
exiftool -Artist="<<orgc>>" -overwrite_original *.jpg
sshpass -p '<<cred>>' rsync -avz --progress ./ <<fa>>@<<ip>>:/volume1/photo/<<y>>/
du -sh /Volumes/SSD_T7/RAW
df -h
""",
    cred="pw_sq",
)

F.reg(
    "harusi_studio_services_csv_mtumiaji_nenosiri",
    ("admin/huduma_logins_<<y>>.csv", "Documents/studio/akaunti-<<nn>>.csv"),
    """huduma,tovuti,mtumiaji,nenosiri,maelezo
Pixieset,https://accounts.pixieset.com,<<email>>,<<cred>>,galleries za wateja
Safaricom M-Pesa org portal,https://org.ke.m-pesa.com,<<fa>>_admin,(kwa SMS OTP),till ya studio
Synology DS920+,http://<<ip>>:5000,admin,(angalia daftari),NAS ofisini
Canva Pro,https://www.canva.com,<<email2>>,(Google login),albums
""",
    cred="human_x",
)

F.reg(
    "harusi_sms_backup_xml_reply_only_value",
    ("sdcard/SMSBackupRestore/sms-<<y>><<m>><<d>><<hh>><<mi>>.xml", "phone/sms-<<fa>>-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="17<<nnn>>00000000" type="full">
  <sms protocol="0" address="<<phone>>" date="17<<nnn>>11000000" type="1" body="Boss, password ya laptop ya editing ni gani? Lightroom inaomba login" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hh>>:<<mi>>" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="17<<nnn>>11600000" type="2" body="<<cred>>" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hh>>:<<mi>>" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="17<<nnn>>12000000" type="1" body="Imeingia, asante" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hh>>:<<mi>>" contact_name="<<fn2>>" />
</smses>
""",
    cred="human_x",
)


def _basic(r, s):
    return {"enc": enc_b64(f"{s['fa']}:{s['cred']}")}


F.reg(
    "harusi_synology_webapi_curl_basic_history",
    ("home/<<fa>>/.zsh_history", "scripts/history-<<nn>>.txt"),
    """: 17<<nnn>>1000:0;ping -c 3 <<ip>>
: 17<<nnn>>1020:0;curl -s -H "Authorization: Basic <<enc>>" "http://<<ip>>:5000/webapi/entry.cgi?api=SYNO.FileStation.List&version=2&method=list_share"
: 17<<nnn>>1090:0;open https://<<org>>.pixieset.com
""",
    cred="pw_alnum",
    extra=_basic,
    decode=dec_basic,
)

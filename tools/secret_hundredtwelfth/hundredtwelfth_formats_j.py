# ruff: noqa: E501
"""Family j: a wildlife camera-trap project in Sri Lanka (Sinhala, Sinhala script)."""

from __future__ import annotations

from hundredtwelfth_spec import Fam, hexs, sms_xml

LK = Fam(
    name="yala_camera_trap_leopard",
    key="kotiya",
    orgs=("kotiyacam",),
    tld="lk",
    first=(
        ("නිමල්", "nimal"),
        ("කසුන්", "kasun"),
        ("දිලිනි", "dilini"),
        ("චමිලා", "chamila"),
        ("සමන්", "saman"),
        ("තරිඳු", "tharindu"),
        ("සඳුනි", "sanduni"),
        ("රුවන්", "ruwan"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("සිල්වා", "silva"),
        ("ප්‍රනාන්දු", "fernando"),
        ("ජයසූරිය", "jayasuriya"),
        ("බණ්ඩාර", "bandara"),
        ("විජේසිංහ", "wijesinghe"),
        ("රණසිංහ", "ranasinghe"),
        ("දිසානායක", "dissanayake"),
    ),
    words=(
        "kotiya",
        "aliya",
        "yala",
        "wilpattu",
        "sigiriya",
        "kandy",
        "lanka",
        "ceylon",
        "kitul",
        "rambutan",
        "vesak",
        "kottu",
        "galle",
        "ella",
        "sambar",
        "walas",
        "monara",
        "kurulla",
        "sinharaja",
        "mihintale",
    ),
    pets=("rosy", "tommy", "lassie", "kalu", "sudu", "bruno"),
    cc="94",
    places=("Yala", "Wilpattu", "Sinharaja", "Horton Plains", "Minneriya"),
)

LK.reg(
    "sinhala_whatsapp_murapadaya",
    ("WhatsApp Chat with Leopard Cam Team <<n>>.txt", "chats/camtrap_<<fa>>_<<date>>.txt"),
    """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first>> <<last>>: අද යාල බ්ලොක් 1 කැමරා 6ම SD කාඩ් මාරු කළා 🐆
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>> <<last2>>: හොඳයි. ලැප්ටොප් එකේ මුරපදය වෙනස් කළාද?
<<dd>>/<<mm>>/<<year>>, <<t3>> - <<first>> <<last>>: ඔව්, අලුත් මුරපදය <<cred>>
<<dd>>/<<mm>>/<<year>>, <<t4>> - <<first2>> <<last2>>: ස්තූතියි, Timelapse එකෙන් tag කරන්නම්
""",
    cred="human",
    syntax="",
)

LK.reg(
    "megadetector_azure_connection_string",
    ("pipeline/run_megadetector_<<n>>.py", "home/<<user>>/camtrap/md_batch.py"),
    """import os
import subprocess

from azure.storage.blob import BlobServiceClient

CONN = "DefaultEndpointsProtocol=https;AccountName=<<org>>traps;AccountKey=<<cred>>;EndpointSuffix=core.windows.net"
svc = BlobServiceClient.from_connection_string(CONN)
container = svc.get_container_client("yala-<<year>>")

os.makedirs("images", exist_ok=True)
for blob in container.list_blobs(name_starts_with="block1/"):
    with open(os.path.join("images", os.path.basename(blob.name)), "wb") as fh:
        fh.write(container.download_blob(blob.name).readall())

subprocess.run(["python", "detection/run_detector_batch.py", "MDV5A", "images", "md_out.json"], check=True)
""",
    cred="p:azure_key",
)

LK.reg(
    "zooniverse_panoptes_python_login",
    ("zooniverse/upload_subjects_<<n>>.py", "home/<<user>>/zoo/upload.py"),
    """from panoptes_client import Panoptes, Project, SubjectSet, Subject

Panoptes.connect(username='<<user>>', password='<<cred>>')
project = Project.find(<<n2>><<n2>>)
subject_set = SubjectSet()
subject_set.links.project = project
subject_set.display_name = 'Yala block 1 <<date>>'
subject_set.save()
""",
    cred="pw_sq",
)


def _rc(rng, s):
    s["access"] = "ya29.a0" + "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for _ in range(120)
    )
    s["cid"] = f"{rng.randint(10**11, 10**12 - 1)}-{hexs(rng, 32)}"


LK.reg(
    "rclone_drive_refresh_token",
    ("home/<<user>>/.config/rclone/rclone.conf", "field-laptop-<<n>>/rclone/rclone.conf"),
    """[camtrap-drive]
type = drive
client_id = <<cid>>.apps.googleusercontent.com
scope = drive
root_folder_id = 1Yala<<n2>>CamTrap
token = {"access_token":"<<access>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T<<t1>>:00.000000+05:30"}
team_drive =
""",
    cred="p:google_refresh",
    syntax="ini",
    extra=_rc,
)


def _sms(s):
    return sms_xml(
        s,
        f"{s['first']} {s['last']}",
        [
            (1, "කැමරා cloud ඇප් එකේ මුරපදය එවන්න"),
            (2, f"{s['email']} / {s['cred']}"),
            (1, "හරි ස්තූතියි"),
        ],
    )


LK.reg(
    "sms_backup_xml_sinhala_murapadaya",
    ("SMSBackupRestore/sms-<<year>><<mm>><<dd>>-<<n>>.xml", "phones/<<fa>>/sms-backup-<<n2>>.xml"),
    _sms,
    cred="human_x",
)

LK.reg(
    "payhere_merchant_secret_env",
    ("adopt-a-leopard/.env", "apps/donations-<<n>>/.env"),
    """APP_ENV=production
APP_URL=https://adopt.<<dom>>
PAYHERE_MODE=live
PAYHERE_MERCHANT_ID=12<<n2>><<n2>>
PAYHERE_MERCHANT_SECRET=<<cred>>
PAYHERE_NOTIFY_URL=https://adopt.<<dom>>/payhere/notify
MAIL_FROM=donations@<<dom>>
""",
    cred="p:payhere",
    syntax="",
)

LK.reg(
    "upload_server_ec_key_bare",
    ("home/<<user>>/.ssh/id_ecdsa", "field-laptop-<<n>>/keys/camtrap_upload.pem"),
    "<<cred>>\n",
    cred="ec",
    syntax="",
)

LK.reg(
    "camera_units_csv_cloud_logins",
    ("inventory/cameras_<<year>>.csv", "shared/<<user>>/cellular_cams_<<n>>.csv"),
    """unit_id,model,block,sim,app_login,app_pw,notes
YL-<<n>>,SPYPOINT LINK-MICRO-S,Block 1,Dialog,<<email>>,<<cred>>,solar ok
YL-<<n2>>,Browning BTC-8E,Block 5,Mobitel,,,SD only
WP-<<nn>>,Reconyx HF2X,Wilpattu,,,,
""",
    cred="human_x",
    syntax="",
)

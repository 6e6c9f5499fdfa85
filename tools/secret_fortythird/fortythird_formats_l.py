# ruff: noqa: E501
"""Family l: wayang kulit (shadow puppet) dalang troupes of Central Java, Indonesia."""

from __future__ import annotations

import base64

from fortythird_spec import Fam, prov

F = Fam(
    "wayang_kulit_dalang",
    ("wayangsari", "sanggarpuppetsolo", "gamelanlaras", "kelirjawa", "ringgitpurwa"),
    "id",
    ("bambang", "sri", "joko", "wulan", "agus", "dewi", "slamet", "ratna"),
    ("santoso", "wibowo", "susanto", "rahayu", "pranoto", "hadi", "nugroho"),
    (
        "wayang",
        "dalang",
        "gamelan",
        "kelir",
        "blencong",
        "semar",
        "gareng",
        "petruk",
        "arjuna",
        "sinden",
    ),
    ("mbul", "kucing", "si_item", "belang", "gembul"),
    "62",
)

F.reg(
    "wayang_javanese_indonesian_whatsapp_kata_sandi",
    ("WhatsApp Chat with <<first>>.txt", "chat/<<org>>_<<date>>.txt"),
    """<<day>>/<<month>>/<<year>> <<time>> - <<first>> <<last>>: Mas, kata sandi akun YouTube sanggar opo yo? arep upload pagelaran wingi
<<day>>/<<month>>/<<year>> <<hh>>:17 - <<first2>>: emailé <<email2>>
<<day>>/<<month>>/<<year>> <<hh>>:17 - <<first2>>: sandi <<cred>>
<<day>>/<<month>>/<<year>> <<hh>>:18 - <<first>> <<last>>: matur nuwun mas
""",
    "human",
)

F.reg(
    "wayang_tickets_midtrans_server_key_laravel_env",
    ("<<org>>/.env", "tiket/<<org>>/.env"),
    """APP_NAME="Tiket Wayang"
APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=tiket
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_IS_PRODUCTION=true
""",
    lambda rng: prov(rng, "midtrans"),
    extra=lambda rng, s: s.__setitem__(
        "ck",
        "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        ),
    ),
)


def _deck8s(text: str) -> str:
    raw = text.split("DB_PASSWORD: ", 1)[1].split("\n", 1)[0]
    return base64.b64decode(raw).decode()


F.reg(
    "wayang_archive_k8s_secret_yaml_base64_db_password",
    ("<<org>>/k8s/arsip-secret.yaml", "deploy/<<org>>/secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: arsip-db
  namespace: arsip-wayang
type: Opaque
data:
  DB_USER: YXJzaXA=
  DB_PASSWORD: <<enc>>
""",
    "pw",
    encode=lambda v, s: base64.b64encode(v.encode()).decode(),
    decode=_deck8s,
)

F.reg(
    "wayang_performance_stream_obs_service_json",
    (
        "<<user>>/AppData/Roaming/obs-studio/basic/profiles/Pagelaran/service.json",
        "obs_<<org>>/service.json",
    ),
    """{
    "settings": {
        "bwtest": false,
        "key": "<<cred>>",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS"
    },
    "type": "rtmp_common"
}
""",
    lambda rng: "-".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4))
        for _ in range(5)
    ),
)

F.reg(
    "wayang_gamelan_recordings_ftp_winscp_ini",
    ("<<user>>/AppData/Roaming/WinSCP_<<n>>.ini", "<<org>>/WinSCP.ini"),
    """[Sessions\\rekaman@<<ip>>]
HostName=<<ip>>
UserName=rekaman
FSProtocol=5
Password=<<cred>>
LocalDirectory=D:%5CRekaman%5CGamelan

[Configuration\\Interface]
Theme=Light
""",
    "pw",
    syntax="ini",
)

F.reg(
    "wayang_sanggar_minutes_notulen_wifi",
    ("<<org>>/notulen/rapat_<<date>>.txt", "dokumen/notulen_<<nn>>.txt"),
    """NOTULEN RAPAT SANGGAR - <<date>>
Hadir: <<first>>, <<first2>>, Pak <<last>>

1. Jadwal pagelaran malam Jumat Kliwon
2. Blencong baru sudah dipesan
3. WiFi pendopo diganti, SSID <<org>>_pendopo, sandi: <<cred>>
4. Iuran bulan depan
""",
    "human",
)

F.reg(
    "wayang_donation_xendit_secret_key_python",
    ("<<org>>/donasi/xendit_client.py", "scripts/<<user>>/donasi.py"),
    """import xendit

xendit.set_api_key("<<cred>>")
api = xendit.InvoiceApi(xendit.ApiClient())
inv = api.create_invoice({"external_id": "donasi-<<nn>>", "amount": 250000})
print(inv.invoice_url)
""",
    lambda rng: prov(rng, "xendit"),
)

F.reg(
    "wayang_puppet_carver_line_export_kata_sandi",
    ("LINE/[LINE] Chat with <<first>>.txt", "exports/line_<<org>>_<<date>>.txt"),
    """[LINE] Chat history with <<first2>>
Saved on: <<year>>/<<month>>/<<day>> <<time>>

<<year>>/<<month>>/<<day>>
<<time>>	<<first>>	Pak, laptop bengkel tatah minta kata sandinya
<<hh>>:44	<<first2>>	<<cred>>
<<hh>>:45	<<first>>	Siap pak, matur nuwun
""",
    "human",
)

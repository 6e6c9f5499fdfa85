# ruff: noqa: E501
"""Family g: a community of hobby drone pilots in Bandung, Indonesia (Indonesian, some Sundanese)."""

from __future__ import annotations

import base64
import re

from fiftyeighth_spec import Fam, enc_b64

F = Fam(
    "komunitas_drone_pilot_bandung",
    ("dronepasundan",),
    "or.id",
    ("agus", "dewi", "rizky", "siti", "fajar", "putri", "wahyu", "intan", "dimas", "rina"),
    ("saputra", "kusuma", "hidayat", "permana", "nugraha", "lestari", "firmansyah", "wibowo"),
    (
        "terbang",
        "baling",
        "awan",
        "tangkuban",
        "parahu",
        "cikapundung",
        "elang",
        "capung",
        "langit",
        "priangan",
        "kopi",
        "lembang",
    ),
    ("kiki", "mochi", "bimbim", "oyen", "belang", "cemong"),
    ("kemarau", "hujan", "lebaran", "agustusan"),
    "+62",
    "Bandung",
)

F.reg(
    "drone_dji_msdk_android_manifest_api_key",
    (
        "PetaBanjir/app/src/main/AndroidManifest.xml",
        "drone-survey-<<year>>/app/src/main/AndroidManifest.xml",
    ),
    '<?xml version="1.0" encoding="utf-8"?>\n<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="id.or.<<org>>.survey<<n>>">\n'
    '    <uses-permission android:name="android.permission.INTERNET" />\n    <application android:label="Survey Banjir <<org>>" android:name=".App">\n'
    '        <meta-data android:name="com.dji.sdk.API_KEY" android:value="<<cred>>" />\n'
    '        <activity android:name=".MainActivity" android:exported="true" />\n    </application>\n</manifest>\n',
    cred="p:dji",
)

F.reg(
    "drone_whatsapp_grup_kata_sandi_akun_dji",
    ("WhatsApp Chat with Pilot Drone Bandung <<year>>.txt", "chat_export/grup_kopdar_<<date>>.txt"),
    "<<dmys>> <<time>> - <<fname>> <<lname>>: Akun DJI punya komunitas buat Mavic 3 yang dipinjam, ada yang inget sandinya?\n"
    "<<dmys>> <<time2>> - <<fname2>>: email: pilot.<<org>>@gmail.com\n<<dmys>> <<time2>> - <<fname2>>: kata sandi: <<cred>>\n"
    "<<dmys>> <<time2>> - <<fname2>>: jangan lupa logout ya abis terbang, hatur nuhun 🙏\n",
    cred="human",
)

F.reg(
    "drone_airdata_email_sandi_pendaftaran",
    ("email/Akun_Airdata_<<date>>.eml", "mail/komunitas/airdata_<<num>>.eml"),
    "From: <<fname>> <<lname>> <<<email>>>\nTo: pengurus@<<dom>>\nSubject: Akun Airdata UAV komunitas\nDate: Sun, <<d>> Aug <<year>> <<time>>:05 +0700\n"
    "Content-Type: text/plain; charset=UTF-8\n\nHalo rekan-rekan pengurus,\n\nAkun Airdata untuk log penerbangan anggota sudah aktif:\n"
    "  Username : <<email>>\n  Sandi    : <<cred>>\n\nTolong upload log tiap selesai terbang di Lembang. Terima kasih,\n<<fname>>\n",
    cred="human",
)

F.reg(
    "drone_nginx_rtmp_relay_youtube_push",
    ("streaming-pc/etc/nginx/nginx_<<n>>.conf", "live_lomba_<<year>>/nginx.conf"),
    "worker_processes auto;\nevents { worker_connections 1024; }\n\nrtmp {\n    server {\n        listen 1935;\n        chunk_size 4096;\n"
    "        application live {\n            live on;\n            record off;\n            # lomba FPV <<year>> - siaran ke YouTube komunitas\n"
    "            push rtmp://a.rtmp.youtube.com/live2/<<cred>>;\n        }\n    }\n}\n",
    cred="p:youtube_key",
    syntax="",
)

F.reg(
    "drone_peta_sebaran_mapbox_secret_js",
    ("web-peta/src/config_<<n>>.js", "peta-titik-terbang-<<year>>/config.js"),
    "// Peta titik terbang aman komunitas (Mapbox GL)\nexport const MAPBOX = {\n  style: 'mapbox://styles/<<org>>/cl<<hex8>>',\n"
    "  // token upload tileset, jangan dipakai di browser\n  uploadToken: '<<cred>>',\n  center: [107.6191, -6.9175],\n  zoom: 11,\n};\n",
    cred="p:mapbox",
    syntax="",
)

F.reg(
    "drone_webodm_compose_postgres_password",
    ("webodm/docker-compose.override_<<n>>.yml", "server-pemetaan-<<year>>/docker-compose.yml"),
    "services:\n  db:\n    image: opendronemap/webodm_db\n    environment:\n      POSTGRES_USER: webodm\n      POSTGRES_PASSWORD: '<<cred>>'\n"
    "    volumes:\n      - dbdata:/var/lib/postgresql/data\n  webapp:\n    image: opendronemap/webodm_webapp\n    environment:\n"
    "      WO_HOST: peta.<<dom>>\n      WO_DATABASE_PASSWORD: '<<cred>>'\n    ports:\n      - \"8000:8000\"\nvolumes:\n  dbdata:\n",
    cred="pw_sq",
)

F.reg(
    "drone_anggota_spreadsheetml_sidopi_login",
    ("Data_Anggota_<<year>>.xml", "arsip/anggota_sertifikasi_<<mo>>.xml"),
    '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
    ' <Worksheet ss:Name="Anggota">\n  <Table>\n   <Row><Cell><Data ss:Type="String">Nama</Data></Cell><Cell><Data ss:Type="String">No. Sertifikat</Data></Cell>'
    '<Cell><Data ss:Type="String">Login SIDOPI</Data></Cell><Cell><Data ss:Type="String">Kata Sandi</Data></Cell></Row>\n'
    '   <Row><Cell><Data ss:Type="String"><<fname>> <<lname>></Data></Cell><Cell><Data ss:Type="String">RPL-<<year>>-<<num>></Data></Cell>'
    '<Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>\n  </Table>\n </Worksheet>\n</Workbook>\n',
    cred="pw_xml",
)


def _basic_decode(text: str) -> str:
    tok = re.search(r"Basic ([A-Za-z0-9+/=]+)", text).group(1)
    return base64.b64decode(tok).decode().split(":", 1)[1]


F.reg(
    "drone_groundstation_curl_basic_auth_base64",
    ("gcs-laptop/home/<<first>>/.bash_history", "backup_gcs_<<date>>/.bash_history"),
    lambda s: (
        "ping -c 3 "
        + s["lan"]
        + "\n"
        + f'curl -s -H "Authorization: Basic {enc_b64("pilot:" + s["cred"])}" http://{s["lan"]}:8080/api/v1/telemetry/last\n'
        + "python3 upload_log.py --all\n"
    ),
    cred="pw_sq",
    syntax="",
    decode=_basic_decode,
)

# ruff: noqa: E501
"""Family f: Congolese rumba orchestras, labels and concert promoters, Kinshasa."""

from __future__ import annotations

from thirtyninth_spec import Fam, reg

F = Fam(
    name="kinshasa_congo_rumba_lingala",
    tlds=("cd", "cg"),
    orgs=("rumba-matonge", "orchestre-lisanga", "editions-zongo", "bana-kin-prod"),
    first=(
        "papy",
        "grace",
        "fiston",
        "merveille",
        "jean-claude",
        "nadege",
        "heritier",
        "christelle",
    ),
    last=("mbuyi", "kabasele", "lukusa", "tshibanda", "nzuzi", "makiese", "mputu"),
    words=(
        "rumba",
        "sebene",
        "soukous",
        "matonge",
        "ndombolo",
        "kinshasa",
        "lisanga",
        "mbonda",
        "libanga",
        "zongo",
    ),
    pets=("simba", "bobo", "kitoko", "moseka", "tonton"),
    seasons=("Mokili", "Mbula", "Elanga", "Saison"),
    places=("Matonge", "Gombe", "Lingwala", "Bandal", "Limete", "Brazzaville"),
)

reg(
    F,
    "rumba_lingala_whatsapp_mot_de_passe_youtube_chaine",
    ("chat/WhatsApp Chat - Orchestre <<org>>.txt", "telefone/<<user>>/whatsapp_<<date>>.txt"),
    """<<date_sl>> <<time>> - <<first_t>> <<last_t>>: Boss, pesa ngai mot de passe ya chaîne YouTube, nalingi ko mettre clip ya sebene
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: Email ezali <<email>>
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: <<cred>>
<<date_sl>> <<time>> - <<first2_t>> <<last2_t>>: kobongola yango te, bayekoli ya studio bazali kosalela yango
<<date_sl>> <<time>> - <<first_t>> <<last_t>>: Merci mingi boss 🎸
""",
    "human",
    syntax="",
)

reg(
    F,
    "rumba_tickets_node_config_mpesa_openapi",
    ("billetterie/<<org>>/config/production.js", "tickets/<<org>>/src/config.js"),
    """// Billetterie concerts - paiements M-Pesa (Vodacom RDC)
module.exports = {
  port: 3000,
  concert: "Rumba ya <<place>> <<year>>",
  mpesa: {
    baseUrl: "https://openapi.m-pesa.com/openapi/ipg/v2/vodacomDRC",
    apiKey: "<<cred>>",
    serviceProviderCode: "<<n4>><<n>>",
    currency: "CDF",
  },
  db: { host: "<<host>>", name: "billets" },
};
""",
    "alnum32",
    syntax="",
)

reg(
    F,
    "rumba_label_ddex_delivery_sshpass_sftp_script",
    ("livraison/<<org>>/ddex_upload.sh", "label/<<org>>/scripts/envoi_distributeur_<<n>>.sh"),
    """#!/bin/bash
# Envoi des albums (DDEX ERN) au distributeur numérique
set -euo pipefail
ALBUM_DIR="/srv/masters/<<year>>/${1:?album}"
export SSHPASS='<<cred>>'
sshpass -e sftp -oBatchMode=no -b - <<org>>@sftp.ddex-ingest.fr <<'EOF'
cd /incoming
put -r "$ALBUM_DIR"
bye
EOF
echo "livré: $1"
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "rumba_concert_site_dotenv_flutterwave",
    ("site-concert/<<org>>/.env", "web/<<org>>/.env.production"),
    """APP_NAME="Concert <<place>>"
APP_URL=https://billets.<<dom>>
FLW_PUBLIC_KEY=FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enc>>
FLW_CURRENCY=USD
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, v: v.__setitem__(
        "enc", "FLWSECK" + "".join(rng.choice("0123456789abcdef") for _ in range(12))
    ),
)

reg(
    F,
    "rumba_studio_masters_fstab_cifs_password",
    ("etc/fstab.studio-<<n>>", "studio/<<org>>/fstab"),
    """# /etc/fstab - studio d'enregistrement <<place>>
UUID=<<uuid>> /               ext4    errors=remount-ro 0 1
UUID=<<uuid>> /home           ext4    defaults          0 2
//<<ip>>/masters  /mnt/masters  cifs  username=studio,password=<<cred>>,vers=3.0,uid=1000,gid=1000,nofail  0  0
""",
    "pw_bare",
    syntax="",
)

reg(
    F,
    "rumba_tour_sms_code_wifi_studio_bare",
    ("sms/<<user>>/export_<<date>>.txt", "telephone/<<org>>/sms_tournee_<<n>>.txt"),
    """De: +243 81<<n3>> <<n4>>
Date: <<date_sl>> <<time>>
Code wifi studio Lingwala:
<<cred>>
---
De: +243 99<<n3>> <<n4>>
Date: <<date_sl>> <<time>>
Répétition demain 10h, apportez les guitares
""",
    "human",
    syntax="",
)

reg(
    F,
    "rumba_facebook_live_ffmpeg_python_stream_key",
    ("live/<<org>>/diffusion_concert.py", "stream/<<org>>/facebook_live_<<n>>.py"),
    '''"""Diffusion du concert en direct sur la page Facebook de l'orchestre."""

import subprocess

FB_URL = "rtmps://live-api-s.facebook.com:443/rtmp/"
STREAM_KEY = "<<cred>>"

cmd = [
    "ffmpeg", "-re", "-i", "srt://<<ip>>:9000",
    "-c:v", "libx264", "-preset", "veryfast", "-b:v", "4500k",
    "-c:a", "aac", "-b:a", "160k", "-f", "flv", FB_URL + STREAM_KEY,
]
subprocess.run(cmd, check=True)
''',
    "p:fb_stream",
)

reg(
    F,
    "rumba_fan_app_dart_supabase_service_role_jwt",
    ("fan_app/<<org>>/lib/env.dart", "mobile/<<org>>/lib/config/supabase.dart"),
    """// Application des fans - paroles, dates de concerts, boutique
class Env {
  static const supabaseUrl = 'https://<<hex8>>rumba.supabase.co';
  static const supabaseServiceRoleKey = '<<cred>>';
  static const defaultCity = '<<place>>';
}
""",
    "jwt",
    syntax="",
)

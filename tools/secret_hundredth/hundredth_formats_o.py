# ruff: noqa: E501
"""Family o: a mental-health listening helpline in Beirut, Lebanon (Arabic, Arabizi, French, English)."""

from __future__ import annotations

import re

from hundredth_spec import Fam, dec_b64, enc_b64

FAM = Fam(
    name="khatt_nafsi_istimaa",
    orgs=("darelsakina",),
    tld="org.lb",
    first=(
        ("رامي", "rami"),
        ("نور", "nour"),
        ("كريم", "karim"),
        ("ريم", "rim"),
        ("جاد", "jad"),
        ("ماريا", "maria"),
        ("طارق", "tarek"),
        ("لينا", "lina"),
        ("إيلي", "elie"),
        ("هبة", "hiba"),
    ),
    last=(
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("نصر الله", "nasrallah"),
        ("عون", "aoun"),
        ("شمعون", "chamoun"),
        ("الحسيني", "husseini"),
        ("فرح", "farah"),
        ("سلامة", "salameh"),
    ),
    words=(
        "sakina",
        "beirut",
        "arz",
        "hamra",
        "mar",
        "yalla",
        "habibi",
        "sabr",
        "amal",
        "jbeil",
        "raouche",
        "manakish",
        "fayrouz",
        "ahla",
        "salam",
        "bahr",
    ),
    pets=("lucky", "mishmish", "loulou", "zeytoun", "kiki", "snow", "max", "bisso"),
    cc="+961",
)
reg = FAM.reg


def _dec_k8s(text: str) -> str:
    m = re.search(r"^\s+LIVECHAT_ADMIN_PASS: (\S+)$", text, re.M)
    if not m:
        raise ValueError("no data key")
    return dec_b64(m.group(1))


reg(
    "khatt_k8s_secret_livechat_admin_base64",
    ("k8s/livechat/secret-<<k>>.yaml", "deploy/chat-widget/secrets_<<fa>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: livechat-admin
  namespace: helpline
  labels:
    app: rocketchat-livechat
type: Opaque
data:
  LIVECHAT_ADMIN_USER: <<enc_user>>
  LIVECHAT_ADMIN_PASS: <<enc>>
""",
    "pw_json",
    extra=lambda r, s: {"enc_user": enc_b64(f"admin.{s['fa']}")},
    enc=lambda s: enc_b64(str(s["cred"])),
    decode=_dec_k8s,
)

reg(
    "khatt_freepbx_pjsip_counsellor_extension_conf",
    ("etc/asterisk/pjsip.endpoint_custom_<<k>>.conf", "asterisk/pjsip_<<fa>>.conf"),
    """; خط الاستماع - counsellor softphones (Zoiper)
[<<ext>>]
type=endpoint
context=from-internal
disallow=all
allow=opus,ulaw
auth=<<ext>>-auth
aors=<<ext>>

[<<ext>>-auth]
type=auth
auth_type=userpass
username=<<ext>>
password=<<cred>>

[<<ext>>]
type=aor
max_contacts=2
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"ext": str(2000 + int(s["k"]))},
)

reg(
    "khatt_lebanese_whatsapp_kelmet_el_ser",
    ("WhatsApp/WhatsApp Chat with Shift Team <<k>>.txt", "chats/wa_shift_<<fa>>.txt"),
    """[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>>:<<ss>>] <<first>> <<last>>: مسا الخير، مين عندو كلمة السر تبع الـ dashboard للخط؟
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>>:<<ss>>] <<first2>> <<last2>>: hay hiye: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>>:<<ss>>] <<first2>> <<last2>>: ma ta3tiya la 7ada barra el team please
[<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>>:<<ss>>] <<first>> <<last>>: merci ktir ❤️
""",
    "human",
    syntax="",
)

reg(
    "khatt_french_email_mot_de_passe_teleconsultation",
    ("mails/teleconsult_<<fa>>.eml", "Courrier/<<y>><<mo>><<d>>_doxy_<<k>>.eml"),
    """From: <<fa2>>.<<la2>>@<<dom>>
To: <<email>>
Subject: Compte de téléconsultation - suivi psychologique
Date: <<d>> Mar <<y>> <<hh>>:<<mm>>:<<ss>> +0200
Content-Type: text/plain; charset="UTF-8"

Bonsoir <<fa>>,

Voici l'accès au compte partagé de téléconsultation (doxy.me, salle de l'équipe) pour les
rendez-vous de suivi après un appel au khatt :

Identifiant : equipe@<<dom>>
Mot de passe : <<cred>>

Merci de ne jamais l'écrire dans les notes d'appel. Bon courage pour la garde,
<<fa2>>
""",
    "human",
    syntax="",
)

reg(
    "khatt_twilio_flex_auth_token_function_js",
    ("flex-functions/callback_<<k>>.js", "functions/<<fa>>/sms-callback.protected.js"),
    """// Twilio Flex - SMS callback when a caller drops (crisis line)
const accountSid = "<<sid>>";
const authToken = "<<cred>>";
const client = require("twilio")(accountSid, authToken);

exports.handler = async function (context, event, callback) {
  await client.messages.create({
    from: "+9611<<n>>",
    to: event.From,
    body: "نحنا هون لنسمعك. Nous sommes là pour vous écouter. Call us back anytime.",
  });
  callback(null, { ok: true });
};
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"sid": "AC" + "".join(r.choice("0123456789abcdef") for _ in range(32))},
)

reg(
    "khatt_rocketchat_docker_compose_admin_pass",
    ("rocketchat/docker-compose.yml", "srv/chat-<<k>>/compose.yaml"),
    """services:
  rocketchat:
    image: registry.rocket.chat/rocketchat/rocket.chat:6.10.0
    restart: unless-stopped
    environment:
      ROOT_URL: https://chat.<<dom>>
      MONGO_URL: mongodb://mongodb:27017/rocketchat?replicaSet=rs0
      ADMIN_USERNAME: admin
      ADMIN_PASS: '<<cred>>'
      ADMIN_EMAIL: it@<<dom>>
      OVERWRITE_SETTING_Livechat_enabled: "true"
    ports:
      - "3000:3000"
  mongodb:
    image: docker.io/bitnami/mongodb:6.0
    environment:
      MONGODB_REPLICA_SET_MODE: primary
""",
    "pw_sq",
)

reg(
    "khatt_signal_copied_reply_only_value",
    ("Signal/copied_<<fa>>_<<d>><<mo>>.txt", "notes/signal_<<k>>.txt"),
    """<<first2>> <<last2>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>]
Shu el code la laptop el night shift? / What's the night-shift laptop password?

<<first>> <<last>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>]
<<cred>>

<<first2>> <<last2>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mm>>]
👍
""",
    "human_x",
    syntax="",
)

reg(
    "khatt_limesurvey_config_php_db_password",
    ("limesurvey/application/config/config.php", "www/survey-<<k>>/application/config/config.php"),
    """<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
// LimeSurvey - anonymous caller follow-up survey
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'mysql:host=localhost;port=3306;dbname=limesurvey;',
            'emulatePrepare' => true,
            'username' => 'limesurvey',
            'password' => '<<cred>>',
            'charset' => 'utf8mb4',
            'tablePrefix' => 'lime_',
        ),
        'urlManager' => array('urlFormat' => 'path', 'showScriptName' => true),
    ),
    'config' => array('debug' => 0, 'debugsql' => 0),
);
""",
    "pw_sq",
    syntax="",
)

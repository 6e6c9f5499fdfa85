# ruff: noqa: E501
"""Family i: zellige (cut glazed terracotta mosaic) maalems of Fes, Morocco."""

from __future__ import annotations

from fortythird_spec import Fam, prov

F = Fam(
    "zellige_maalem_terracotta",
    ("zelligedar", "fassimosaique", "batha", "seffarine", "bouinania"),
    "ma",
    ("youssef", "fatima", "hamid", "khadija", "rachid", "salma", "abdellah", "nadia"),
    ("bennani", "alaoui", "tazi", "fassi", "berrada", "chraibi", "idrissi"),
    ("zellige", "maalem", "fes", "medina", "tajine", "harira", "atlas", "chebakia", "bab", "derb"),
    ("mimi", "simba", "bsissa", "chichi", "loulou"),
    "212",
)

F.reg(
    "zellige_darija_whatsapp_lmot_de_passe",
    ("WhatsApp Chat with <<first>>.txt", "chats/<<org>>_<<date>>.txt"),
    """<<day>>/<<month>>/<<year>> <<time>> - <<first>> <<last>>: salam khouya, 3tini lmot de passe dyal l'ordinateur dyal l'atelier
<<day>>/<<month>>/<<year>> <<hh>>:12 - <<first2>>: <<cred>>
<<day>>/<<month>>/<<year>> <<hh>>:12 - <<first2>>: ma t3tih l 7ta wa7ed
<<day>>/<<month>>/<<year>> <<hh>>:13 - <<first>> <<last>>: baraka llah fik
""",
    "human",
)

F.reg(
    "zellige_arabic_email_kalimat_sir_cmi_paiement",
    ("mail/<<user>>/INBOX/<<ts>>.eml", "courrier/<<org>>/<<ts>>.eml"),
    """From: <<first2>> <<last>> <<<email2>>>
To: <<email>>
Subject: حساب بوابة الأداء CMI
Date: Fri, <<day>> Nov <<year>> <<time>>:30 +0100
Content-Type: text/plain; charset=utf-8

السلام عليكم <<first>>،

هذه معلومات الدخول إلى بوابة الأداء الإلكتروني:
اسم المستخدم: <<user>>
كلمة السر: <<cred>>

مع التحية
""",
    "human",
)

F.reg(
    "zellige_cmi_store_key_woocommerce_wp_options_sql",
    ("<<org>>/backup/wp_options_<<date>>.sql", "dumps/<<org>>_wp_<<n>>.sql"),
    """-- MySQL dump 10.13  Distrib 8.0.36
LOCK TABLES `wp_options` WRITE;
INSERT INTO `wp_options` VALUES (412,'woocommerce_cmi_settings','a:5:{s:7:\\"enabled\\";s:3:\\"yes\\";s:8:\\"clientid\\";s:9:\\"600<<nn>><<nn>>\\";s:8:\\"storekey\\";s:20:\\"<<cred>>\\";s:4:\\"mode\\";s:4:\\"live\\";s:8:\\"currency\\";s:3:\\"504\\";}','yes');
UNLOCK TABLES;
""",
    "alnum:20",
)

F.reg(
    "zellige_kiln_temperature_node_mqtt_js",
    ("<<org>>/four/mqtt.js", "pi/<<user>>/four_mqtt.js"),
    """const mqtt = require('mqtt');
const client = mqtt.connect('mqtts://<<host>>:8883', {
  username: 'four_zellige',
  password: '<<cred>>',
  clientId: 'four-' + Math.random().toString(16).slice(2),
});
client.on('connect', () => client.subscribe('atelier/four/temp'));
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "zellige_export_invoices_dgi_simpl_french_ocr_post_it",
    ("scans/postit_<<nn>>.txt", "ocr/bureau_<<date>>.txt"),
    """SIMPL - DGI
identifiant : <<user>>
mdp : <<cred>>
(declaration TVA avant le 20)
""",
    "human",
)

F.reg(
    "zellige_site_nginx_basic_auth_htpasswd_history",
    ("home/<<user>>/.bash_history", "root/.bash_history_<<date>>"),
    """sudo apt install apache2-utils
sudo htpasswd -b -c /etc/nginx/.htpasswd maalem <<cred>>
sudo nginx -t
sudo systemctl reload nginx
ls /var/www/<<org>>
""",
    "pw_bare",
)

F.reg(
    "zellige_designs_aws_s3_credentials_file",
    ("<<user>>/.aws/credentials", "<<org>>/design-sync/.aws/credentials"),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = eu-west-3

[catalogue]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    lambda rng: prov(rng, "aws_secret"),
    syntax="ini",
    extra=lambda rng, s: s.__setitem__("akid", prov(rng, "aws_akid")),
)

F.reg(
    "zellige_client_quotes_csv_portal_logins",
    ("<<org>>/clients_<<year>>.csv", "exports/<<date>>_acces_clients.csv"),
    """client,ville,portail,identifiant,mot_de_passe,maj
Riad <<word>>,Fes,devis.<<dom>>,<<user>>,<<cred>>,<<date>>
Hotel Batha,Fes,devis.<<dom>>,batha_hotel,,<<date>>
""",
    "human",
)

# ruff: noqa: E501
"""Family c: a smallholder tea factory and its growers near Kericho (Kenya)."""

from __future__ import annotations

import base64

from sixtythird_spec import Fam, dec_re

F = Fam(
    "majani_chai_kericho_wakulima",
    ("majanibora", "chaikilima"),
    "co.ke",
    ("kiprono", "chebet", "kipkemoi", "jeptoo", "wanjiru", "otieno", "cherono", "kibet"),
    (),
    ("langat", "koech", "rotich", "mutai", "ngetich", "kirui", "sang", "chepkwony"),
    (
        "majani",
        "chai",
        "kericho",
        "kilima",
        "mvua",
        "shamba",
        "baraka",
        "jamaa",
        "simba",
        "upendo",
        "tumaini",
        "nyayo",
        "mkulima",
        "chelimo",
        "litein",
        "kapsoit",
        "ushindi",
    ),
    "254",
)

F.reg(
    "majani_mpesa_daraja_consumer_secret_php",
    ("htdocs/<<org>>/config/mpesa.php", "leaf-payments/config/mpesa_<<n>>.php"),
    """<?php
// Malipo ya wakulima - M-Pesa B2C (bonus ya majani)
return [
    'env' => 'production',
    'consumer_key' => '<<ck>>',
    'consumer_secret' => '<<cred>>',
    'shortcode' => '<<nn>>21',
    'initiator_name' => '<<org>>api',
    'result_url' => 'https://pay.<<dom>>/mpesa/b2c/result',
    'timeout_url' => 'https://pay.<<dom>>/mpesa/b2c/timeout',
];
""",
    "alnum:64",
    extra=lambda r, s: {"ck": F.draw(r, "alnum:48", s)},
)

F.reg(
    "majani_swahili_whatsapp_nenosiri_sacco",
    ("WhatsApp Chat with SACCO Kamati.txt", "wa/sacco_<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<cfirst>> <<clast>>: Habari wajumbe, nimesahau nenosiri ya akaunti ya SACCO online
<<dmys>>, <<time>> - Mweka Hazina: Nenosiri ni <<cred>> usiwape watu wengine tafadhali
<<dmys>>, <<time>> - <<cfirst>> <<clast>>: Asante sana 🙏
<<dmys>>, <<time>> - Mweka Hazina: Badilisha baada ya mkutano wa Jumamosi
""",
    "human",
)

F.reg(
    "majani_leaf_collection_app_db_properties",
    ("leafcollect/conf/leafcollect_<<n>>.properties", "opt/<<org>>/leafcollect.properties"),
    """# Leaf collection centres -> factory weighbridge sync
app.factory=<<corg>> Tea Factory
app.centres=Kapsoit,Litein,Kipchimchim,Chelimo
db.url=jdbc:mysql://<<ip>>:3306/leaf?useSSL=false
db.username=leafsync
db.password=<<cred>>
sms.sender=<<corg>>TEA
sync.cron=0 */20 * * * *
""",
    "pw",
)

F.reg(
    "majani_sms_backup_xml_nywila_portal",
    ("SMSBackupRestore/sms-<<year>><<mo>><<d>><<hh>><<mm>>.xml", "phone/<<first>>/sms-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="1<<nn>>0000000" type="full">
  <sms protocol="0" address="<<corg>>" date="1<<nn>>0000001" type="1" subject="null" body="<<corg>> TEA: Mkulima namba <<nn>>, akaunti yako ya portal imefunguliwa. Jina: <<user>> Nywila: <<cred>> Usimpe mtu." toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" readable_date="<<d>> Mar <<year>> <<time>>" contact_name="(Unknown)" />
  <sms protocol="0" address="MPESA" date="1<<nn>>0000002" type="1" subject="null" body="Confirmed. Ksh2,350.00 received from <<corg>> TEA FACTORY." toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" readable_date="<<d>> Mar <<year>> <<time>>" contact_name="(Unknown)" />
</smses>
""",
    "pw_xml",
)

F.reg(
    "majani_weighbridge_app_config_sqlserver",
    ("C:/Weighbridge/<<org>>/WeighBridge.exe.config", "weighbridge/App_<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="WeighDb" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Weighbridge;User ID=sa;Password=<<cred>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="ScalePort" value="COM3" />
    <add key="Factory" value="<<corg>>" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "majani_africastalking_sms_bonus_node",
    ("sms-bonus/index_<<n>>.js", "services/<<org>>-sms/send.js"),
    """// Tuma SMS kwa wakulima bonus ikilipwa
const AfricasTalking = require('africastalking')({
  apiKey: '<<cred>>',
  username: '<<org>>tea',
});

const sms = AfricasTalking.SMS;

async function tumaBonus(simu, kilo, kiasi) {
  return sms.send({
    to: [simu],
    message: `<<corg>>: Bonus ya kilo ${kilo} ni Ksh ${kiasi}. Asante mkulima.`,
    from: '<<corg>>TEA',
  });
}

module.exports = { tumaBonus };
""",
    "p:at",
)

F.reg(
    "majani_mombasa_auction_broker_email",
    ("mail/auction_catalogue_<<n>>.eml", "Inbox/<<org>>/<<nn>>.eml"),
    """From: Catalogue Desk <catalogue@mombasa-brokers.co.ke>
To: <<email>>
Subject: Sale No. <<n>> - broker portal login for <<corg>> Factory
Date: Mon, <<d>> Jun <<year>> <<hms>> +0300
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Dear <<cfirst>>,

Your factory's account on the catalogue and valuations portal has been reset.

Username: <<org>>factory
Password: <<cred>>

Please log in before Monday's auction to confirm grades (BP1, PF1, PD, D1).

Regards,
Catalogue Desk
""",
    "human",
)


def _k8s(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    host = base64.b64encode(f"{s['ip10']}".encode()).decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: leafapp-db
  namespace: {s["org"]}
type: Opaque
data:
  DB_HOST: {host}
  DB_USER: {base64.b64encode(b"leafapp").decode()}
  DB_PASSWORD: {enc}
"""


F.reg(
    "majani_leafapp_kubernetes_secret_data_base64",
    ("k8s/<<org>>/leafapp-secret.yaml", "deploy/secret_<<n>>.yml"),
    _k8s,
    "pw",
    decode=dec_re(r"DB_PASSWORD: (\S+)", lambda v: base64.b64decode(v).decode()),
)

# ruff: noqa: E501
"""Family m: a marine-engine repair workshop by the fishing harbour of Duqm, Oman: Gulf
Arabic and English."""

from __future__ import annotations

import re

from hundredthirteenth_spec import Fam, b64s, unb64

F = Fam(
    name="duqm_marine_engine_workshop",
    orgs=("duqmbahri", "wustamarine", "alwustaengines", "duqmyanmar"),
    tld="om",
    first=(
        ("سالم", "salim"),
        ("خالد", "khalid"),
        ("مريم", "maryam"),
        ("حمد", "hamad"),
        ("سلطان", "sultan"),
        ("عائشة", "aisha"),
        ("راجو", "raju"),
        ("ناصر", "nasser"),
    ),
    last=(
        ("البلوشي", "albalushi"),
        ("الجنيبي", "aljunaibi"),
        ("الوهيبي", "alwahaibi"),
        ("الحارثي", "alharthi"),
        ("المعمري", "almamari"),
        ("الشحي", "alshehhi"),
    ),
    words=(
        "duqm",
        "wusta",
        "bahar",
        "lanj",
        "yanmar",
        "mercury",
        "sultan",
        "muscat",
        "masirah",
        "qarib",
        "shamal",
        "khareef",
        "sayyad",
        "mina",
    ),
    pets=("sultan", "luna", "simba", "zaytoon", "bobo"),
    cc="968",
)

F.reg(
    "duqm_gulf_arabic_whatsapp_kalimat_murur_diagnostic",
    ("WhatsApp/دردشة واتساب مع <<fn>>.txt", "chats/workshop_wa_<<nn>>.txt"),
    """<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: السلام عليكم، لابتوب الفحص يطلب كلمة مرور لبرنامج Yanmar
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn2>>: كلمة المرور: <<cred>>
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn2>>: والمستخدم <<user>>
<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: مشكور، المكينة حق القارب رقم <<n>> جاهزة باكر
""",
    "human",
    syntax="",
)


def _k8s(rng, s):
    s["enc"] = b64s(s["cred"])


F.reg(
    "duqm_job_cards_k8s_secret_data_base64",
    ("k8s/jobcards/db-secret.yaml", "deploy/<<org>>/secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: jobcards-db
  namespace: workshop
type: Opaque
data:
  DB_USER: <<org_b64>>
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=lambda rng, s: (_k8s(rng, s), s.__setitem__("org_b64", b64s(s["org"]))),
    decode=lambda t: unb64(re.search(r"DB_PASSWORD: (\S+)", t).group(1)),
)

F.reg(
    "duqm_thawani_pay_secret_key_node",
    ("invoice-pay/thawani.js", "apps/<<org>>/payments/thawani<<n>>.js"),
    """// Customer pays repair invoices online (Thawani Pay)
const THAWANI_SECRET = "<<cred>>";
const THAWANI_PUBLISHABLE = "HGvTMLDssJghr9tlN9gr4DVYt0qyBy";

async function createSession(invoice) {
  const r = await fetch("https://checkout.thawani.om/api/v1/checkout/session", {
    method: "POST",
    headers: { "thawani-api-key": THAWANI_SECRET, "Content-Type": "application/json" },
    body: JSON.stringify({ client_reference_id: invoice.no, mode: "payment", products: invoice.lines }),
  });
  return r.json();
}
module.exports = { createSession };
""",
    "p:thawani",
    syntax="",
)

F.reg(
    "duqm_workshop_odoo_server_conf",
    ("etc/odoo/odoo.conf", "opt/odoo-<<org>>/odoo-<<n>>.conf"),
    """[options]
; Workshop job cards, spare parts stock, invoices
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
addons_path = /opt/odoo/addons,/opt/odoo/custom
""",
    "pw",
)

F.reg(
    "duqm_volvo_penta_vodia_login_email",
    ("Mail/Sent Items/<<id8>>.eml", "Outlook/<<fa>>/Vodia_<<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: VODIA login for the new technician / حساب فوديا
Date: Sun, <<dd>> Jan <<year>> <<time>>:09 +0400
Content-Type: text/plain; charset=utf-8

Dear <<fa2>>,

Please use the workshop VODIA (Volvo Penta diagnostics) account until yours is approved:
User: <<email>>
Password: <<cred>>

يرجى عدم مشاركة كلمة المرور مع أحد.
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "duqm_parts_catalog_filezilla_sitemanager_xml",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<fa>>/filezilla_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.26.2" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User>partsdealer_<<org>></User>
            <Pass><<cred>></Pass>
            <Logontype>1</Logontype>
            <Name>Parts catalogue (Yanmar/Suzuki)</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
)

F.reg(
    "duqm_workshop_camera_rtsp_vlc_m3u",
    ("Videos/workshop_cams.m3u", "Desktop/cameras_<<org>>_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Bay 1 (outboards)
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Slipway
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
""",
    "pw_url",
    syntax="",
)

F.reg(
    "duqm_invoice_pdf_password_sms_reply_only",
    ("sms/<<fa>>_<<date>>.txt", "Documents/sms_invoice_<<nn>>.txt"),
    """From <<phone>> (<<fn2>>) <<dmy>> <<time>>
كلمة مرور ملف الفاتورة؟

To <<phone>> <<dmy>> <<time>>
<<cred>>
""",
    "human",
    syntax="",
)

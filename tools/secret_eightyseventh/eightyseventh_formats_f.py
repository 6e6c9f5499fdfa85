# ruff: noqa: E501
"""Family f: the treasurer of a pandero / junta (rotating savings group) in Peru: Yape and
BCP business banking, Culqi, Izipay, Google Sheets, rclone to Drive, a KeePass export; Spanish
and Quechua chat, SMS and a notebook page."""

from __future__ import annotations

import json
import random

from eightyseventh_spec import Fam, after, pick

F = Fam(
    name="pandero_savings_treasurer",
    orgs=("panderowasi", "juntasumaq"),
    brands=("Pandero Wasi", "Junta Sumaq Kawsay"),
    tld="pe",
    first=(
        ("Rosa", "rosa"),
        ("Wilber", "wilber"),
        ("Yesenia", "yesenia"),
        ("Teófilo", "teofilo"),
        ("Nélida", "nelida"),
        ("Edwin", "edwin"),
        ("Quispe", "quispe"),
        ("Killa", "killa"),
    ),
    last=(
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Quispe", "quispe"),
        ("Ccahuana", "ccahuana"),
        ("Flores", "flores"),
    ),
    words=(
        "inti",
        "killa",
        "pachamama",
        "sumaq",
        "wayna",
        "chicha",
        "cuy",
        "machupicchu",
        "ceviche",
        "huayno",
        "kusikuy",
        "alpaca",
        "señor",
    ),
    pets=("firulais", "chaska", "toby", "pelusa", "michi", "negro"),
    places=(
        ("Wanchaq", "wanchaq"),
        ("San Sebastián", "sansebastian"),
        ("Juliaca", "juliaca"),
        ("Sicuani", "sicuani"),
        ("Abancay", "abancay"),
    ),
    cc="+51",
    mobile=("9",),
)

F.reg(
    "pandero_spanish_whatsapp_clave_yape",
    ("WhatsApp Chat with Junta <<placea>> <<n2>>.txt", "chats/<<fa>>/pandero_<<n3>>.txt"),
    """<<dmy>>, <<time>> p. m. - <<fn>> <<ln>>: Señora tesorera ya yapee mi cuota de este mes 🙏
<<dmy>>, <<time>> p. m. - <<fn2>> <<ln2>>: Gracias hermana. Anoten todos en el cuaderno
<<dmy>>, <<time2>> p. m. - <<fn2>> <<ln2>>: Para la vicetesorera: la clave de la banca por internet de la junta es <<cred>> (no lo compartan)
<<dmy>>, <<time2>> p. m. - <<fn>> <<ln>>: Ya, anotado. Sulpayki 🌽
""",
    cred="human",
)

F.reg(
    "pandero_apps_script_sheets_culqi",
    ("apps-script/Cobros.gs", "pandero_<<placea>>/Code.gs"),
    """// Hoja "Cuotas": genera un cargo Culqi para la socia que paga con tarjeta
const CULQI_SECRET = '<<cred>>';

function cobrarCuota(tokenId, monto, correo) {
  const res = UrlFetchApp.fetch('https://api.culqi.com/v2/charges', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + CULQI_SECRET },
    payload: JSON.stringify({
      amount: monto * 100,
      currency_code: 'PEN',
      email: correo,
      source_id: tokenId,
      description: 'Cuota pandero <<place>>',
    }),
  });
  SpreadsheetApp.getActive().getSheetByName('Cuotas').appendRow([new Date(), correo, monto, res.getResponseCode()]);
}
""",
    cred="p:culqi",
    syntax="",
)

F.reg(
    "pandero_quechua_sms_backup_xml",
    ("SMSBackupRestore/sms-<<ymd>><<n6>>.xml", "backup/<<fa>>/sms-junta-<<n3>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ts>>000" type="1" subject="null" body="Tesorera, imaynalla. Bancoq claveta qunki? Paqarin qullqita hurqusaq" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>900" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<fn2>> <<ln2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "pandero_cuaderno_tesoreria_ocr",
    ("escaneos/cuaderno_junta_p<<n2>>.txt", "ocr/<<placea>>_tesoreria_<<ymd>>.txt"),
    """JUNTA <<brand>> - <<place>>
Cuaderno de tesorería   pág. <<n2>>

Socias al día: 14 / 15
Falta: Sra. <<ln2>> (S/ 200)

Banca por internet (cuenta de la junta)
usuario <<user>>
clave
<<cred>>
token físico lo guarda la presidenta
""",
    cred="human",
)

F.reg(
    "pandero_keepass_csv_export",
    ("Documentos/keepass_export_<<ymd>>.csv", "usb/tesoreria_<<n3>>.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Junta","BCP Banca por Internet","<<user>>","<<cred>>","https://www.viabcp.com","cuenta de ahorros de la junta"
"Junta","Correo de la junta","<<org>>.junta@gmail.com","(ver libreta)","https://mail.google.com",""
""",
    cred="pw_dq",
)

F.reg(
    "pandero_izipay_ipn_hmac_node",
    ("pandero-pagos/routes/ipn.js", "server/<<placea>>/izipay_ipn.js"),
    """const crypto = require('crypto');
const express = require('express');
const router = express.Router();

// Izipay (formulario incrustado): clave HMAC-SHA-256 de producción
const IZIPAY_HMAC_KEY = '<<cred>>';

router.post('/ipn', express.urlencoded({ extended: true }), (req, res) => {
  const hash = crypto.createHmac('sha256', IZIPAY_HMAC_KEY).update(req.body['kr-answer']).digest('hex');
  if (hash !== req.body['kr-hash']) return res.status(400).send('firma inválida');
  res.send('OK');
});

module.exports = router;
""",
    cred="alnum:44",
)


def _tg_cred(rng: random.Random, fam: Fam) -> str:
    w = pick(rng, ("Cañete", "Señor", "Ñusta", "Pachacútec", "Ñaña", "Quillabamba"))
    return f"{w}{rng.randint(10, 99)}{pick(rng, fam.pets).capitalize()}{rng.choice('!#.')}"


def _tg_json(s: dict) -> str:
    doc = {
        "name": f"Junta {s['place']}",
        "type": "private_group",
        "id": int(s["n6"]) * 1000,
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "from": f"{s['fn']} {s['ln']}",
                "text": "¿Cuál es la clave del correo de la junta?",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "from": f"{s['fn2']} {s['ln2']}",
                "text": f"La clave es {s['cred']}",
            },
        ],
    }
    return json.dumps(doc, indent=1, ensure_ascii=True)


F.reg(
    "pandero_telegram_json_ascii_escaped_clave",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_junta_<<n3>>/result.json"),
    _tg_json,
    cred=_tg_cred,
    decode=lambda t: after(json.loads(t)["messages"][1]["text"], "La clave es ", r"\s"),
)

F.reg(
    "pandero_rclone_drive_refresh_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "AppData/Roaming/rclone/rclone_<<n2>>.conf"),
    """[drive_junta]
type = drive
client_id = <<n6>><<n6>>-<<cid>>.apps.googleusercontent.com
client_secret = GOCSPX-<<csec>>
scope = drive
token = {"access_token":"ya29.<<acc>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T<<hms>>.000-05:00"}
""",
    cred=lambda rng, fam: (
        "1//0"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(99)
        )
    ),
    extra=lambda rng, s: {
        "cid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32)),
        "csec": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(28)
        ),
        "acc": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            for _ in range(120)
        ),
    },
    syntax="ini",
)

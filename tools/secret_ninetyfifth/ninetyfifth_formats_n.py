# ruff: noqa: E501
"""Family n: a roadside-assistance (tow truck) dispatch centre in Recife, Brazil
(Portuguese)."""

from __future__ import annotations

import json

from ninetyfifth_spec import Fam

F = Fam(
    name="recife_roadside_tow_dispatch",
    key="recguincho",
    orgs=("socorrepe", "guinchonordeste", "boaviagemassist"),
    tld="com.br",
    first=(
        ("Thiago", "thiago"),
        ("Jéssica", "jessica"),
        ("Wellington", "wellington"),
        ("Amanda", "amanda"),
        ("Rodrigo", "rodrigo"),
        ("Larissa", "larissa"),
        ("Josué", "josue"),
        ("Fernanda", "fernanda"),
    ),
    last=(
        ("Silva", "silva"),
        ("Cavalcanti", "cavalcanti"),
        ("Albuquerque", "albuquerque"),
        ("Souza", "souza"),
        ("Barbosa", "barbosa"),
        ("Lins", "lins"),
    ),
    words=(
        "recife",
        "sport",
        "nautico",
        "santacruz",
        "frevo",
        "maracatu",
        "olinda",
        "boaviagem",
        "tapioca",
        "cuscuz",
        "saudade",
        "amor",
        "galo",
        "capibaribe",
        "jesus",
        "familia",
    ),
    pets=("pitoco", "bidu", "mel", "thor", "pretinha", "negao"),
    months=(
        "janeiro",
        "fevereiro",
        "marco",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ),
    walks=("qwerty", "123qwe", "1qaz2wsx", "asdfg"),
    sites=("recife", "jaboatao", "olinda", "paulista"),
    cc="55",
)

F.reg(
    "portuguese_whatsapp_senha_rastreador",
    ("WhatsApp Conversa com Despacho Guinchos <<site>>.txt", "exportados/wa_despacho_<<date>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Boa noite galera, o painel do rastreador caiu de novo? Não vejo o guincho <<n>> no mapa
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Trocaram a senha do usuário da central hoje à tarde
<<dmy>> <<time>> - <<fn2>> <<ln2>>: usuário: central.<<site>>
<<dmy>> <<time>> - <<fn2>> <<ln2>>: senha: <<cred>>
<<dmy>> <<time>> - <<fn>> <<ln>>: Valeu! Já vi, ele tá na BR-101 sentido Jaboatão 🚛
""",
    "human",
)

F.reg(
    "traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "rastreamento/<<site>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='web.port'>8082</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='geocoder.enable'>true</entry>
    <entry key='geocoder.type'>nominatim</entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "zenvia_sms_api_token_node",
    ("avisos/src/zenvia.js", "servicos/<<site>>/sms-chegada/index.js"),
    """// Aviso por SMS: "seu guincho chega em X minutos"
const { Client, TextContent } = require("@zenvia/sdk");

const client = new Client("<<cred>>");
const sms = client.getChannel("sms");

async function avisarChegada(telefone, placa, minutos) {
  const texto = `<<orgc>>: o guincho placa ${placa} chega em aprox. ${minutos} min. Fique em local seguro.`;
  return sms.sendMessage("<<org>>", telefone, new TextContent(texto));
}

module.exports = { avisarChegada };
""",
    "p:zenvia",
    syntax="",
)

F.reg(
    "mercadopago_access_token_env",
    ("cobranca/.env", "deploy/<<site>>/cobranca.env"),
    """# Cobrança de km excedente (Pix / cartão) via Mercado Pago
MP_PUBLIC_KEY=APP_USR-<<uuid2>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://cobranca.<<dom>>/webhooks/mp
DATABASE_URL=postgres://cobranca@<<ip>>:5432/cobranca
""",
    "p:mercadopago",
    syntax="",
    extra=lambda rng, s: {
        "uuid2": "-".join(
            "".join(rng.choice("0123456789abcdef") for _ in range(n)) for n in (8, 4, 4, 4, 12)
        )
    },
)

F.reg(
    "dispatch_tablet_android_shared_prefs_xml",
    (
        "data/data/br.com.<<org>>.despacho/shared_prefs/login_prefs.xml",
        "backup_tablet_<<n>>/shared_prefs/login_prefs.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_url">https://despacho.<<dom>>/api</string>
    <string name="motorista_login">guincho<<n>></string>
    <string name="motorista_senha"><<cred>></string>
    <boolean name="lembrar_senha" value="true" />
    <int name="versao_app" value="412" />
    <long name="ultimo_login" value="<<ms>>" />
</map>
""",
    "pw_xml",
)

F.reg(
    "google_maps_key_dispatch_html",
    ("painel/mapa.html", "web/<<site>>/despacho/index.html"),
    """<!DOCTYPE html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <title>Mapa de guinchos – <<orgc>></title>
  <style>#mapa { height: 100vh; }</style>
</head>
<body>
  <div id="mapa"></div>
  <script>
    function iniciarMapa() {
      const recife = { lat: -8.0476, lng: -34.877 };
      window.mapa = new google.maps.Map(document.getElementById("mapa"), { zoom: 12, center: recife });
      fetch("/api/guinchos").then(r => r.json()).then(lista => lista.forEach(g =>
        new google.maps.Marker({ position: g.pos, map: window.mapa, title: g.placa })));
    }
  </script>
  <script async src="https://maps.googleapis.com/maps/api/js?key=<<cred>>&callback=iniciarMapa"></script>
</body>
</html>
""",
    "p:google",
    syntax="",
)


def _tg(s):
    msgs = [
        (s["fn"], "Alguém manda a senha do app dos motoristas? O Zé trocou o celular"),
        (s["fn2"], s["cred"]),
        (s["fn"], "obrigado 🙏"),
    ]
    return json.dumps(
        {
            "name": f"Guincheiros {s['site'].capitalize()}",
            "type": "private_group",
            "id": s["ts"] % 10**9,
            "messages": [
                {
                    "id": 900 + i,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:{s['ss']}",
                    "date_unixtime": str(s["ts"] + 45 * i),
                    "from": who,
                    "from_id": f"user{s['ticket'] + len(who)}",
                    "text": text,
                    "text_entities": [{"type": "plain", "text": text}],
                }
                for i, (who, text) in enumerate(msgs)
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "telegram_json_export_guincheiros_reply_only",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "backup/telegram_guincheiros_<<site>>/result.json",
    ),
    _tg,
    "human",
)

F.reg(
    "go2rtc_yaml_intelbras_rtsp_url",
    ("go2rtc/go2rtc.yaml", "patio/<<site>>/go2rtc.yaml"),
    """# Câmeras do pátio de veículos rebocados
streams:
  patio_entrada:
    - rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  patio_fundos:
    - rtsp://<<ip2>>:554/cam/realmonitor?channel=1&subtype=1
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pubip>>:8555
""",
    "pw_url",
)

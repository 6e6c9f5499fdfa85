# ruff: noqa: E501
"""Family i: a small-hydro (microcentral hidroeléctrica) electricity cooperative in the Andes
of Peru; Spanish and Quechua."""

from __future__ import annotations

from eightieth_spec import Fam

F = Fam(
    name="microcentral_hydro_coop",
    orgs=("yakuinti", "mayuhidro", "sumaqkanchay"),
    tld="pe",
    first=("jose", "rosa", "wilfredo", "yeni", "edgar", "maribel", "inti", "killa"),
    last=("quispe", "mamani", "huaman", "condori", "ccahuana", "apaza", "choque", "huillca"),
    first_l=("José", "Rosa", "Wilfredo", "Yeni", "Edgar", "Maribel", "Inti", "Killa"),
    last_l=("Quispe", "Mamani", "Huamán", "Condori", "Ccahuana", "Apaza", "Choque", "Huillca"),
    words=(
        "inti",
        "killa",
        "yaku",
        "mayu",
        "sumaq",
        "allin",
        "urqu",
        "pacha",
        "cusco",
        "apurimac",
        "llama",
        "chaski",
        "wayna",
        "pachamama",
        "tayta",
        "kanchay",
        "turbina",
        "ayllu",
    ),
    pets=("firulais", "negrito", "lobo", "canela", "chaski", "boby"),
    places=("Cusco", "Abancay", "Andahuaylas", "Huancavelica", "Ayacucho", "Quillabamba"),
    cc="+51",
    mobile=("9",),
)

F.reg(
    "microcentral_spanish_whatsapp_contrasena_scada",
    ("WhatsApp Chat with Operadores Microcentral <<n>>.txt", "chats/casa_de_maquinas_<<n>>.txt"),
    """<<dmy2>> <<time>> - <<full>>: Allillanchu, la turbina bajó a 38 kW, el regulador no responde
<<dmy2>> <<time>> - <<full>>: ¿Cuál es la contraseña del SCADA en la casa de máquinas?
<<dmy2>> <<time2>> - <<full2>>: usuario operador, contraseña: <<cred>>
<<dmy2>> <<time3>> - <<full>>: Sulpayki tayta, ya entré
""",
    cred="human",
    syntax="",
)

F.reg(
    "microcentral_node_red_settings_credential_secret",
    ("home/pi/.node-red/settings.js", "nodered-<<n>>/settings.js"),
    """// Node-RED en la Raspberry del tablero - Modbus TCP al gobernador
module.exports = {
    flowFile: "flows_microcentral.json",
    credentialSecret: "<<cred>>",
    uiPort: process.env.PORT || 1880,
    logging: { console: { level: "info" } },
    editorTheme: { projects: { enabled: false } },
};
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "microcentral_scada_historian_connection_xml",
    ("scada/historian_<<n>>.xml", "config/db_historian_<<place>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<HistorianConfig site="Microcentral <<place>>">
  <Database provider="PostgreSQL" host="<<ip>>" port="5432" name="historian">
    <User>scada</User>
    <Password><<cred>></Password>
  </Database>
  <Tags source="Modbus" interval="10"/>
</HistorianConfig>
""",
    cred="pw_xml",
)

F.reg(
    "microcentral_culqi_cuotas_socios_python",
    ("cobros/culqi_cuotas_<<n>>.py", "scripts/cobro_mensual.py"),
    """# Cobro de cuota mensual de luz a los socios con Culqi
import requests

CULQI_SECRET = '<<cred>>'


def cobrar(token_tarjeta, soles, correo):
    return requests.post(
        "https://api.culqi.com/v2/charges",
        headers={"Authorization": "Bearer " + CULQI_SECRET},
        json={"amount": int(soles * 100), "currency_code": "PEN", "email": correo, "source_id": token_tarjeta},
        timeout=30,
    )
""",
    cred="p:culqi_sk",
)

F.reg(
    "microcentral_sunat_clave_sol_properties",
    ("facturador/config/sunat.properties", "sfs-<<n>>/sunat.properties"),
    """# Facturador SUNAT - Cooperativa <<orgc>>
sunat.ruc=20<<n6>><<n3>>
sunat.usuario.sol=<<ucode>>
sunat.clave.sol=<<cred>>
sunat.endpoint=https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService
""",
    cred="pw_alnum",
    syntax="",
    extra=lambda rng, s: {"ucode": F.draw(rng, "ALNUM:8")},
)

F.reg(
    "microcentral_quechua_sms_reply_only_clave",
    ("sms/conversacion_<<n>>.txt", "celular/mensajes_<<date>>.txt"),
    """De: <<full>> <<phone>>
<<dmy>> <<time>>
Tayta, ¿clave del router de la casa de máquinas?

Para: <<full>>
<<dmy>> <<time2>>
<<cred>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "microcentral_asamblea_acta_ocr",
    ("actas/acta_asamblea_<<date>>.txt", "ocr/libro_actas_<<n>>.txt"),
    """ACTA DE ASAMBLEA GENERAL - COOPERATIVA DE ELECTRIFICACIÓN <<orgc>>
En <<place>>, a los <<d>> días del mes <<mo>> de <<y>>, siendo las <<time>> horas...
3. Se acordó cambiar la clave del sistema de cobranza. Nueva clave: <<cred>>
   (la tiene el tesorero Sr. <<full2>>).
4. Mantenimiento del canal de conducción en la faena comunal del próximo mes.
Firmado: <<full>>, Presidente
""",
    cred="human",
    syntax="",
)

F.reg(
    "microcentral_telemetry_crontab_mosquitto_pub",
    ("var/spool/cron/crontabs/pi", "crontab_<<n>>.txt"),
    """# m h  dom mon dow   command
*/5 * * * * /home/pi/leer_nivel.sh > /tmp/nivel.txt
*/5 * * * * mosquitto_pub -h <<host>> -p 8883 --capath /etc/ssl/certs -u camara<<n>> -P <<cred>> -t microcentral/<<n>>/nivel -f /tmp/nivel.txt
0 3 * * * /sbin/reboot
""",
    cred="pw_bare",
    syntax="",
)

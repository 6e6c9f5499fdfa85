"""Family e: a Chilean open-pit copper mine (faena minera) in the Atacama: dispatch, plant
control, tailings monitoring and contractors."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from fiftythird_spec import Fam, gen_pw

E = Fam(
    "cobre_faena_atacama",
    orgs=("cuprandina", "minera-cerro-cobrizo", "faena-quebrada-blanca-sur"),
    tld="cl",
    people=(
        ("Patricio", "Araya", "patricio", "araya"),
        ("Camila", "Vergara", "camila", "vergara"),
        ("Rodrigo", "Tapia", "rodrigo", "tapia"),
        ("Javiera", "Cortés", "javiera", "cortes"),
        ("Cristián", "Muñoz", "cristian", "munoz"),
        ("Fernanda", "Rojas", "fernanda", "rojas"),
        ("Héctor", "Alfaro", "hector", "alfaro"),
    ),
    words=(
        "chancador",
        "relaves",
        "cobre",
        "calama",
        "atacama",
        "molino",
        "flotacion",
        "caex",
        "pala",
        "rajo",
        "turno",
        "cátodo",
    ),
    seasons=("verano", "otono", "invierno", "primavera"),
    cc="+56",
    sites=(
        "chancador primario",
        "planta concentradora",
        "tranque de relaves",
        "taller CAEX",
        "sala eléctrica SE-3",
    ),
)

E.reg(
    "cobre_pi_web_api_invoke_restmethod_ps1",
    ("scripts/pi/exportar_tags_molino.ps1", "Automatizacion/PI/export_<<n3>>.ps1"),
    """# Exporta los tags del molino SAG desde PI Web API a CSV (tarea diaria 06:00)
$piServer = "https://piwebapi.<<dom>>/piwebapi"
$usuario  = "<<org>>\\svc_pi_lectura"
$clave    = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$cred     = New-Object System.Management.Automation.PSCredential($usuario, $clave)

$tags = Invoke-RestMethod -Uri "$piServer/dataservers/F1DS<<hex8>>/points?nameFilter=SAG*" -Credential $cred
$tags.Items | Select-Object Name, Descriptor, EngineeringUnits |
    Export-Csv -Path "D:\\Reportes\\tags_sag_$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
""",
    cred="pw_sq",
    syntax="",
)

ENYE = ("Compañía", "Montaña", "Añañuca", "Piñata", "Cañada", "Españolita", "Ñandú")


def _enye_pw(rng: random.Random, s: dict) -> str:
    w = rng.choice(ENYE)
    return rng.choice(
        (
            f"{w}{rng.randint(2019, 2026)}",
            f"{w}.{rng.randint(10, 99)}!",
            f"Caex{rng.randint(100, 999)}{w}",
        )
    )


def _dispatch_json(s: dict) -> str:
    doc = {
        "exportado": f"{s['date']}T{s['time']}:00-03:00",
        "sistema": "despacho-flota",
        "faena": s["org"],
        "integraciones": [
            {
                "nombre": "servidor_despacho",
                "host": s["ip"],
                "puerto": 1433,
                "usuario": "dispatch_rpt",
                "clave": s["cred"],
                "base": "DispatchReporting",
            },
            {
                "nombre": "bi_produccion",
                "host": s["ip2"],
                "puerto": 5432,
                "usuario": "bi",
                "clave": "",
            },
        ],
        "camiones": [f"CAEX-{s['n2']}", f"CAEX-{s['n3']}"],
        "comentario": "exportación para el contratista de reportería – año " + str(s["year"]),
    }
    return json.dumps(doc, ensure_ascii=True, indent=2)


E.reg(
    "cobre_despacho_flota_json_unicode_escaped_clave",
    (
        "despacho/export/integraciones_<<date>>.json",
        "compartido/reporteria/config_despacho_<<n3>>.json",
    ),
    _dispatch_json,
    cred=_enye_pw,
    decode=lambda text: json.loads(text)["integraciones"][0]["clave"],
)

E.reg(
    "cobre_whatsapp_clave_hmi_chancador",
    ("celular/WhatsApp Chat con Turno B Chancado.txt", "respaldo/chat_turno_<<n2>>.txt"),
    """<<dd>>-<<mo>>-<<year>> <<time>> - <<fn>> <<ln>>: oye compadre, ¿cachai la clave del HMI del <<site>>? el supervisor la cambió y no me dijo na
<<dd>>-<<mo>>-<<year>> <<time>> - <<fn2>> <<ln2>>: sí po, quedó <<cred>>
<<dd>>-<<mo>>-<<year>> <<time2>> - <<fn2>> <<ln2>>: pero no la andes pegando en el panel que después nos retan
<<dd>>-<<mo>>-<<year>> <<time2>> - <<fn>> <<ln>>: jaja ya, gracias
""",
    cred="human",
    syntax="",
)

E.reg(
    "cobre_cisco_switch_snmp_community_rajo",
    ("redes/respaldos/sw-rajo-<<n2>>.cfg", "backups/cisco/<<date>>/sw-planta-<<n1>>-confg"),
    """!
version 15.2
hostname sw-rajo-<<n2>>
!
enable secret 9 $9$<<hex8>>$Xq1vQeT0bWc3Fz8mRkYpNh2sJdLaGuVo7iEt6yCZrB4
!
interface Vlan120
 description RED-OT-PALAS
 ip address <<ip>> 255.255.255.0
!
ip default-gateway <<ip2>>
snmp-server community <<cred>> RO 10
snmp-server location Faena <<org>> - <<site>>
snmp-server contact redes-ot@<<dom>>
access-list 10 permit <<ip3>>
!
end
""",
    cred="pw_alnum",
    syntax="",
)

E.reg(
    "cobre_teltonika_uci_wireless_camion",
    (
        "telematica/rut955/caex<<n3>>/etc/config/wireless",
        "respaldos/teltonika/CAEX-<<n2>>_wireless",
    ),
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option channel 'auto'
	option hwmode '11g'
	option country 'CL'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid 'CAEX-<<n3>>-TABLET'
	option encryption 'psk2'
	option key '<<cred>>'
	option hidden '1'
""",
    cred="pw_sq",
    syntax="",
)

E.reg(
    "cobre_bitacora_mantencion_spreadsheetml",
    (
        "mantencion/Bitacora_Electrica_<<year>>.xml",
        "compartido/mantencion/bitacora_<<site_s>>_<<n2>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Bitácora">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">Fecha</Data></Cell>
    <Cell><Data ss:Type="String">Equipo</Data></Cell>
    <Cell><Data ss:Type="String">Trabajo realizado</Data></Cell>
    <Cell><Data ss:Type="String">Técnico</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<dmy_sl>></Data></Cell>
    <Cell><Data ss:Type="String">VDF correa CV-<<n2>></Data></Cell>
    <Cell><Data ss:Type="String">Cambio de ventiladores, reset de fallas</Data></Cell>
    <Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<dmy_sl>></Data></Cell>
    <Cell><Data ss:Type="String">PLC ControlLogix <<site>></Data></Cell>
    <Cell><Data ss:Type="String">Se cambió la clave del usuario mantenedor en FactoryTalk: <<cred>></Data></Cell>
    <Cell><Data ss:Type="String"><<fn2>> <<ln2>></Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    cred="human",
    syntax="xml",
    extra=lambda rng, s: {"site_s": str(s["site"]).split()[0].lower()},
)

E.reg(
    "cobre_correo_vpn_contratista_forticlient",
    ("correo/contratos/<<date>>_acceso_vpn_contratista.eml", "Outlook/TI-OT/vpn_<<n3>>.eml"),
    """From: Mesa de Ayuda OT <mesa.ot@<<dom>>>
To: <<email2>>
Subject: Acceso remoto FortiClient – contrato <<n4>>
Date: Fri, <<dd>> Jul <<year>> 18:05:44 -0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Estimado <<fn2>>:

Se habilitó su acceso VPN para la mantención del sistema de monitoreo del <<site>>.

Gateway remoto: vpn-ot.<<dom>> (puerto 10443)
Usuario: ext.<<last2>>
Contraseña temporal: <<cred>>

La cuenta vence al término del contrato. El segundo factor llegará por SMS.

Saludos cordiales,
Mesa de Ayuda OT – <<org>>
""",
    cred=lambda rng, s: gen_pw(rng, 12, sym="!#*"),
    syntax="",
)

E.reg(
    "cobre_relaves_piezometros_gateway_id_rsa",
    ("relaves/gateway-piezometros/.ssh/id_rsa", "respaldos/relaves/gw<<n2>>_id_rsa"),
    """<<cred>>
""",
    cred="rsa",
    syntax="",
)

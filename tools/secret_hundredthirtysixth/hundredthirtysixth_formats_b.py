# ruff: noqa: E501
"""Family b: an emissions inspection centre (verificentro) in Mexico City, Mexico."""

from __future__ import annotations

import json

from hundredthirtysixth_spec import Fam, alnum, hexs

F = Fam(
    name="mexico_verificentro_emisiones",
    orgs=("verdeverifica", "holovalle", "aireclaro"),
    tld="com.mx",
    first=(
        "alejandro",
        "guadalupe",
        "jose",
        "mariana",
        "luis",
        "ximena",
        "jorge",
        "daniela",
        "ricardo",
        "fernanda",
    ),
    last=(
        "hernandez",
        "garcia",
        "martinez",
        "lopez",
        "ramirez",
        "sanchez",
        "cruz",
        "flores",
        "morales",
        "reyes",
    ),
    words=(
        "holograma",
        "verifica",
        "chilango",
        "tlalpan",
        "coyoacan",
        "azteca",
        "pumas",
        "cruzazul",
        "pozole",
        "opacidad",
        "dinamometro",
        "doblecero",
        "chapultepec",
        "guadalupana",
    ),
    cities=("Tlalpan", "Iztapalapa", "Coyoacán", "Azcapotzalco", "Naucalpan", "Ecatepec"),
    cc="+52 55",
    plates=("LLL-DDD-L", "LLL-DDD-D"),
    lfirst=(
        "Alejandro",
        "Guadalupe",
        "José",
        "Mariana",
        "Luis",
        "Ximena",
        "Jorge",
        "Daniela",
        "Ricardo",
        "Fernanda",
    ),
    llast=(
        "Hernández",
        "García",
        "Martínez",
        "López",
        "Ramírez",
        "Sánchez",
        "Cruz",
        "Flores",
        "Morales",
        "Reyes",
    ),
)

F.reg(
    "verificentro_openvpn_auth_user_pass_txt",
    (
        "Verificentro/OpenVPN/config/vc<<num4>>-auth.txt",
        "Respaldos/<<org>>/linea<<n>>/OpenVPN/auth.txt",
    ),
    """VC<<num4>>L<<n>>
<<cred>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "verificentro_facturama_cfdi_csharp",
    ("src/<<orgc>>.Facturacion/FacturamaConfig.cs", "Verificentro.Caja/Servicios/Cfdi<<orgc>>.cs"),
    """using Facturama;

namespace Verificentro.Facturacion
{
    /// <summary>
    /// Timbrado de CFDI 4.0 para el pago de verificación (Facturama multiemisor).
    /// </summary>
    public static class FacturamaConfig
    {
        public const string Usuario = "<<org>><<nnn>>";
        public const string Password = "<<cred>>";
        public const string RfcEmisor = "VCE<<yy>><<mm>><<dd>>KT<<n>>";
        public const string SerieFolio = "VER";

        public static FacturamaApiMultiemisor CrearApi()
        {
            return new FacturamaApiMultiemisor(Usuario, Password, isDevelopment: false);
        }
    }
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "verificentro_conekta_private_key_node",
    ("citas-<<org>>/server/pagos.js", "api/<<org>>/src/conekta.js"),
    """// Pago en línea de la cita de verificación (tarjeta / OXXO Pay)
const conekta = require('conekta');

conekta.api_key = process.env.CONEKTA_PRIVATE_KEY || '<<cred>>';
conekta.api_version = '2.0.0';
conekta.locale = 'es';

async function crearOrden(cita) {
  return conekta.Order.create({
    currency: 'MXN',
    customer_info: { name: cita.nombre, email: cita.correo, phone: cita.telefono },
    line_items: [{ name: `Verificación ${cita.placa}`, unit_price: cita.monto * 100, quantity: 1 }],
    charges: [{ payment_method: { type: cita.metodo === 'oxxo' ? 'oxxo_cash' : 'card', token_id: cita.tokenTarjeta } }],
  });
}

module.exports = { crearOrden };
""",
    "p:conekta",
    syntax="",
)

F.reg(
    "verificentro_mikrotik_export_rsc",
    ("respaldos/<<org>>/mikrotik-<<date>>.rsc", "Verificentro/Redes/<<city>>-router.rsc"),
    """# <<mon>>/<<dd>>/<<y>> <<hms>> by RouterOS 6.49.10
# software id = <<hex8>>
#
# model = RB951Ui-2HnD
# serial number = <<hex8>>
/interface bridge
add name=bridge-lineas
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=mexico disabled=no \\
    mode=ap-bridge ssid=VERIFICENTRO-<<orgu>> wireless-protocol=802.11
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=oficina \\
    supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/ip address
add address=192.168.<<n>>.1/24 interface=bridge-lineas network=192.168.<<n>>.0
/ip dns
set servers=8.8.8.8,1.1.1.1
/system identity
set name=VC-<<orgu>>-<<city>>
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"hex8": hexs(rng, 10, upper=True)},
)

F.reg(
    "verificentro_whatsapp_contrasena_analizador",
    (
        "WhatsApp/Chat de WhatsApp con Técnicos Línea <<n>>.txt",
        "Respaldos/<<first>>/WhatsApp Chat - Verificentro <<orgc>>.txt",
    ),
    """[<<dmyy>>, <<hms>>] <<full>>: Oye <<lfirst2>>, el analizador de gases de la línea <<n>> se reinició y ahora pide la contraseña de técnico
[<<dmyy>>, <<hms>>] <<full>>: ‎imagen omitida
[<<dmyy>>, <<hms>>] <<full2>>: Ah sí, pasa cada que se va la luz
[<<dmyy>>, <<hms2>>] <<full2>>: Es <<cred>>
[<<dmyy>>, <<hms2>>] <<full2>>: No la compartas con los de caja porfa
[<<dmyy>>, <<hms2>>] <<full>>: Va, ya quedó 👍 ya está calibrando
[<<dmyy>>, <<hms3>>] <<full>>: Hoy llevamos 37 hologramas 00 y 2 rechazos
""",
    "human",
    syntax="",
)

F.reg(
    "verificentro_estacion_lineas_xml",
    ("Verificentro/Config/estacion_<<num4>>.xml", "C/SIVEV/<<org>>/configuracion.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuracion version="3.2">
  <centro clave="<<num4>>" nombre="Verificentro <<orgc>> <<city>>" alcaldia="<<city>>"/>
  <lineas>
    <linea numero="1" tipo="dinamometro" analizador="COM3" opacimetro="COM4"/>
    <linea numero="2" tipo="estatica" analizador="COM5"/>
  </lineas>
  <camaras>
    <camara linea="1" ip="<<ip>>" />
    <camara linea="2" ip="<<ip2>>" />
  </camaras>
  <servicioWeb url="https://sivev.<<dom>>/ws/VerificacionService.svc"
               usuario="CV<<num4>>"
               contrasena="<<cred>>"
               timeoutSeg="30"/>
  <impresora nombre="EPSON TM-T20II" copias="1"/>
</configuracion>
""",
    "pw_xml",
)

F.reg(
    "verificentro_datos_sat_efirma_nota_txt",
    (
        "Documentos/<<first>>/datos sat <<org>>.txt",
        "Escritorio/<<org>>/NO BORRAR - efirma <<y>>.txt",
    ),
    """DATOS SAT - <<orgu>> S.A. DE C.V.
RFC: VCE<<yy>><<mm>><<dd>>KT<<n>>
Régimen: 601 General de Ley Personas Morales

e.firma (FIEL) vence <<dd>>/<<mm>>/<<y>>
archivos en USB negra y en Drive > Contabilidad > SAT
  .cer  00001000000<<num6>><<num4>>.cer
  .key  Claveprivada_FIEL_VCE<<yy>><<mm>><<dd>>KT<<n>>.key
Contraseña de clave privada: <<cred>>

CSD (facturación) lo tiene el contador <<full2>> <<phone>>
""",
    "human",
    syntax="",
)


def _kiosco(s):
    cfg = {
        "centro": f"VC-{s['num4']}",
        "kiosco": {"impresora": "EPSON TM-T88V", "idioma": "es-MX", "pantallaCompleta": True},
        "api": {
            "baseUrl": f"https://citas.{s['dom']}/api/v2",
            "token": s["cred"],
            "timeoutMs": 8000,
        },
        "turnos": {"prefijo": "V", "lineas": [1, 2, 3], "horario": "07:00-20:00"},
        "actualizaciones": {"canal": "estable", "url": f"https://descargas.{s['dom']}/kiosco"},
    }
    return json.dumps(cfg, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "verificentro_kiosco_turnos_electron_json",
    (
        "kiosco-turnos/<<org>>/resources/config.json",
        "AppData/Roaming/kiosco-turnos-<<org>>/config.json",
    ),
    _kiosco,
    lambda rng, s: "vck_live_" + alnum(rng, 36),
)

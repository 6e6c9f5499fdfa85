# ruff: noqa: E501
"""Family d: a tax preparer (despacho contable, declaraciones ante el SAT) in Guadalajara,
Mexico: Mexican Spanish."""

from __future__ import annotations

import random

from ninetieth_spec import Fam, Slots, alnum, basic, dec_basic

FAM = Fam(
    name="contador_declaraciones_jalisco",
    orgs=(
        ("despachoibarra", "Despacho Contable Ibarra y Asociados"),
        ("fiscaltapatia", "Fiscal Tapatía S.C."),
        ("contadoreszapopan", "Contadores Públicos de Zapopan"),
    ),
    tld="com.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("Alejandro", "alejandro"),
        ("Ximena", "ximena"),
        ("Rodrigo", "rodrigo"),
        ("Marisol", "marisol"),
        ("Héctor", "hector"),
        ("Itzel", "itzel"),
        ("Jesús", "jesus"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Ramírez", "ramirez"),
        ("Velázquez", "velazquez"),
        ("Orozco", "orozco"),
        ("Cárdenas", "cardenas"),
        ("Zúñiga", "zuniga"),
        ("Ibarra", "ibarra"),
    ),
    words=(
        "tequila",
        "tapatio",
        "chivas",
        "mariachi",
        "jalisco",
        "tortuga",
        "nopal",
        "pozole",
        "birria",
        "elote",
        "colibri",
        "girasol",
        "xochitl",
        "charro",
        "jarabe",
        "tejuino",
        "atlas",
        "minerva",
    ),
    pets=("firulais", "canelo", "chispa", "manchas", "peluche", "pancho"),
    towns=("guadalajara", "zapopan", "tlaquepaque", "tonala", "chapala", "tlajomulco"),
    cc="+52",
)


def _rfc(rng: random.Random, s: Slots) -> Slots:
    rfc = (
        alnum(rng, 4, "ABCDEFGHIJKLMNOPRSTUVXYZ")
        + f"{rng.randint(60, 99)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + alnum(rng, 3, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")
    )
    return {"rfc": rfc}


FAM.reg(
    "contador_efirma_ciec_carpeta_cliente_txt",
    ("<<org>>/CLIENTES/<<rfc>>/accesos.txt", "Escritorio/<<rfc>>_datos.txt"),
    """<<f2>> <<l2>> - persona física actividad empresarial
RFC: <<rfc>>
CIEC: <<cred>>
e.firma vence: <<dmys>> (los .cer y .key están en la carpeta FIEL)
régimen: RESICO
""",
    "human",
    syntax="",
    extra=_rfc,
)

FAM.reg(
    "contador_finkok_timbrado_soap_php",
    ("<<org>>/facturacion/lib/Timbrado.php", "var/www/facturas.<<dom>>/src/FinkokClient.php"),
    """<?php
// Timbrado de CFDI 4.0 con el PAC Finkok - <<orgname>>
class FinkokClient
{
    private const WSDL = 'https://facturacion.finkok.com/servicios/soap/stamp.wsdl';
    private const USUARIO = '<<email>>';
    private const CLAVE = '<<cred>>';

    public function timbrar(string $xml): object
    {
        $soap = new SoapClient(self::WSDL, ['trace' => 1]);
        return $soap->stamp(['xml' => base64_encode($xml), 'username' => self::USUARIO, 'password' => self::CLAVE]);
    }
}
""",
    "pw_sq",
)

FAM.reg(
    "contador_whatsapp_mx_contrasena_portal_sat",
    ("WhatsApp Chat - <<fc2>> Cliente/_chat.txt", "<<org>>/whatsapp/<<fa2>>_<<date>>.txt"),
    """[<<mdy>>, <<hm>>:03 p.m.] <<f2>> <<l2>>: Buenas tardes contadora, ¿ya quedó mi declaración anual?
[<<mdy>>, <<hm>>:40 p.m.] <<f>> <<l>>: Casi, el portal del SAT me pide otra vez la contraseña, la que me pasó ya no entra
[<<mdy>>, <<hm2>>:12 p.m.] <<f2>> <<l2>>: Ah sí la cambié, es esta: <<cred>>
[<<mdy>>, <<hm2>>:30 p.m.] <<f>> <<l>>: Ya entré, gracias. Le sale saldo a favor 😀
""",
    "human",
    syntax="",
)

FAM.reg(
    "contador_conekta_cobro_honorarios_ruby",
    ("<<org>>/cobros/config/initializers/conekta.rb", "apps/<<org>>-honorarios/config/conekta.rb"),
    """# Cobro de honorarios mensuales con Conekta (OXXO Pay y tarjeta)
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es

HONORARIOS_MENSUALES = 1_850_00 # centavos
""",
    "p:conekta",
)

FAM.reg(
    "contador_contpaqi_sql_udl",
    ("<<org>>/CONTPAQi/Conexion_<<host>>.udl", "Compac/<<org>>/contabilidad.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=ctEmpresa<<n2>>;Data Source=<<ip>>\\COMPAC
""",
    "pw",
    syntax="",
)

FAM.reg(
    "contador_facturama_curl_basic_auth_history",
    ("<<org>>/home/<<login>>/.bash_history", "<<host>>/home/deploy/.bash_history"),
    """cd ~/facturacion
ls xml/
curl -s https://api.facturama.mx/api/Cfdis?type=issued -H "Authorization: Basic <<cred>>" | jq '.[0]'
curl -s -X POST https://api.facturama.mx/3/cfdis -H "Authorization: Basic <<cred>>" -H "Content-Type: application/json" -d @cfdi_<<n4>>.json
less cfdi_<<n4>>.json
""",
    "pw_dq",
    syntax="",
    decode=dec_basic,
    enc=lambda v, s: basic(str(s["login"]), v),
)


def _ciec_csv(s: Slots) -> str:
    return (
        "rfc,razon_social,ciec,vence_efirma,notas\n"
        f"{s['rfc']},{s['l2']} {s['f2']},{s['cred']},{s['dmys']},declaración mensual\n"
        f"{s['rfc2']},Abarrotes {s['town'].capitalize()} SA de CV,pendiente,{s['dmys']},pedir CIEC al cliente\n"
    )


FAM.reg(
    "contador_clientes_rfc_ciec_csv",
    ("<<org>>/control/clientes_<<y>>.csv", "Descargas/clientes_sat_<<date>>.csv"),
    _ciec_csv,
    "human_x",
    syntax="",
    extra=lambda rng, s: {**_rfc(rng, s), "rfc2": _rfc(rng, s)["rfc"]},
)

FAM.reg(
    "contador_aspel_soporte_anydesk_email",
    ("<<org>>/correo/soporte_aspel_<<date>>.eml", "Thunderbird/<<login>>/Inbox/<<n4>>.eml"),
    """From: <<f>> <<l>> <<<email>>>
To: soporte@distribuidor-aspel-gdl.com.mx
Subject: Acceso remoto para actualizar Aspel COI 10
Date: Wed, <<d>> Feb <<y>> 10:<<mi>>:05 -0600
Content-Type: text/plain; charset=UTF-8

Buen día,

les dejo el acceso desatendido de AnyDesk del equipo de contabilidad para la
actualización de COI y NOI de esta noche:

ID AnyDesk: <<n3>> <<n3>> <<n3>>
Contraseña: <<cred>>

Por favor avísenme al terminar para cambiarla.

Saludos,
<<f>> <<l>>, <<orgname>>
""",
    "human",
    syntax="",
)

# ruff: noqa: E501
"""Family m: a papelería with photocopy and printing kiosk in Puebla (Mexico), Mexican Spanish."""

from __future__ import annotations

import json

from seventieth_spec import Fam, alnum

F = Fam(
    name="puebla_papeleria_copy_kiosk",
    orgs=("copiasangelopolis", "papeleriatalavera", "cholulaprint"),
    tld="com.mx",
    first=(
        ("Guadalupe", "lupita"),
        ("José Luis", "joseluis"),
        ("Ximena", "ximena"),
        ("Itzel", "itzel"),
        ("Rodrigo", "rodrigo"),
        ("Brenda", "brenda"),
        ("Alejandro", "alejandro"),
        ("Karla", "karla"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("Martínez", "martinez"),
        ("Flores", "flores"),
        ("Ramírez", "ramirez"),
        ("Cruz", "cruz"),
        ("Tlatelpa", "tlatelpa"),
    ),
    words=(
        "mole",
        "cemita",
        "chalupa",
        "talavera",
        "cholula",
        "popo",
        "chiles",
        "poblano",
        "camote",
        "pipian",
        "atlixco",
        "zocalo",
        "chido",
        "neta",
        "chamba",
        "tamal",
        "angelopolis",
        "molote",
    ),
    pets=("firulais", "chato", "manchas", "princesa", "solovino", "canelo"),
    towns=("Puebla", "Cholula", "Atlixco", "Tehuacán", "Texmelucan", "Amozoc"),
    cc="+52",
)

F.reg(
    "papeleria_conekta_private_key_php_pedidos",
    ("pedidos/pagar.php", "var/www/<<org>>/impresiones/pago_<<n>>.php"),
    """<?php
// Pedidos de impresión en línea (lonas, tesis, copias) - cobro con tarjeta u OXXO
require_once 'vendor/autoload.php';

\\Conekta\\Conekta::setApiKey('<<cred>>');
\\Conekta\\Conekta::setApiVersion('2.0.0');
\\Conekta\\Conekta::setLocale('es');

$order = \\Conekta\\Order::create([
    'currency' => 'MXN',
    'customer_info' => ['name' => $_POST['nombre'], 'email' => $_POST['correo'], 'phone' => $_POST['tel']],
    'line_items' => [['name' => 'Impresión ' . $_POST['tipo'], 'unit_price' => (int)$_POST['centavos'], 'quantity' => 1]],
    'charges' => [['payment_method' => ['type' => 'oxxo_cash']]],
]);
echo $order->charges[0]->payment_method->reference;
""",
    "p:conekta",
    syntax="",
)


def _facturama_json(s: dict) -> str:
    return json.dumps(
        {
            "facturama": {
                "api_url": "https://api.facturama.mx",
                "usuario": f"{s['org']}",
                "password": s["cred"],
                "serie": "A",
                "regimen_fiscal": "626",
                "lugar_expedicion": "72000",
            },
            "impresora_tickets": "EPSON TM-T20III",
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "papeleria_facturama_cfdi_config_json",
    ("facturacion/config.json", "Users/<<fa>>/AppData/Local/<<orgc>>Factura/config_<<n>>.json"),
    _facturama_json,
    "pw_json",
)

F.reg(
    "papeleria_mexican_whatsapp_contrasena_correo_cliente",
    (
        "WhatsApp Chat with <<fa2>> <<ln2>>.txt",
        "chats/<<org>>/WhatsApp Chat - Cliente <<nnnn>>.txt",
    ),
    """<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Buenas, me pueden imprimir un archivo que tengo en mi correo? es la tarea de mi hijo, 12 hojas a color
<<dmy>>, <<time>> - <<orgc>>: Claro que sí. Mándelo al correo de la papelería o si gusta páseme su correo y contraseña y lo abrimos aquí
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: <<fa2>>.<<la2>><<n>>@hotmail.com
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: <<cred>>
<<dmy>>, <<time2>> - <<orgc>>: Listo, en 10 min pase por ellas. Cerramos sesión en cuanto imprimamos 👍
""",
    "human",
)

F.reg(
    "papeleria_kyocera_address_book_xml_smb_password",
    ("kyocera/AddressBook_<<d8>>.xml", "respaldos/<<org>>/TASKalfa_<<n>>_addressbook.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceAddressBook_v5_2>
  <Item Type="Contact" Id="<<n>>" DisplayName="Escaneos mostrador" SendKeisyou="0" DisplayNameKana="" MailAddress="" SendCorpName="" SendPostName="" SmbHostName="<<lan>>" SmbPath="escaneos" SmbLoginName="scanner" SmbLoginPasswd="<<cred>>" SmbPort="445" FtpPath="" FtpHostName="" FtpLoginName="" FtpLoginPasswd="" FtpPort="21" FaxNumber="" />
</DeviceAddressBook_v5_2>
""",
    "pw_xml",
)

F.reg(
    "papeleria_rclone_conf_gdrive_refresh_token",
    ("Users/<<fa>>/AppData/Roaming/rclone/rclone.conf", "home/<<fa>>/.config/rclone/rclone.conf"),
    """[drive_clientes]
type = drive
scope = drive
root_folder_id = <<folder>>
token = {"access_token":"ya29.<<access>>","token_type":"Bearer","refresh_token":"<<cred>>","expiry":"<<date>>T<<time>>:00.000000-06:00"}
team_drive =
""",
    lambda rng, fam: (
        "1//0" + alnum(rng, 99, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
    ),
    syntax="",
    extra=lambda rng, s: {"folder": alnum(rng, 33), "access": alnum(rng, 150)},
)

F.reg(
    "papeleria_openpay_private_key_node_env",
    ("tienda-online/.env", "srv/<<org>>-tienda/.env.production"),
    """NODE_ENV=production
OPENPAY_MERCHANT_ID=m<<merchant>>
OPENPAY_PRIVATE_KEY=<<cred>>
OPENPAY_PUBLIC_KEY=pk_<<pub>>
OPENPAY_PRODUCTION=true
SUCURSAL=<<town>>
""",
    "p:openpay",
    extra=lambda rng, s: {
        "merchant": alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "pub": alnum(rng, 32, "0123456789abcdef"),
    },
)

F.reg(
    "papeleria_cuaderno_mostrador_ocr_clave_wifi",
    ("escaneos/cuaderno_<<d8>>.txt", "ocr/mostrador_<<fa>>_<<nn>>.txt"),
    """CORTE DE CAJA <<dmy>>
copias b/n 1,240 x $1.00
impresiones color 86 x $5.00
engargolados 7
--
wifi clientes (NO DAR A NIÑOS)
<<cred>>
--
faltan hojas opalina y tóner HP 85A
""",
    "human_x",
)

F.reg(
    "papeleria_cups_printers_conf_smb_userinfo",
    ("etc/cups/printers.conf", "respaldos/<<org>>-cups-<<d8>>/printers.conf"),
    """# Printer configuration file for CUPS v2.4.7
# Written by cupsd
<DefaultPrinter Plotter_Lonas>
PrinterId 3
UUID urn:uuid:<<uuidx>>
Info Plotter de lonas (mostrador)
Location <<town>>
MakeModel HP DesignJet T230
DeviceURI smb://mostrador:<<cred>>@<<lan>>/DesignJet
State Idle
Type 8392772
Accepting Yes
Shared No
</DefaultPrinter>
""",
    "pw_url",
    syntax="",
    extra=lambda rng, s: {
        "uuidx": "-".join(alnum(rng, n, "0123456789abcdef") for n in (8, 4, 4, 4, 12))
    },
)

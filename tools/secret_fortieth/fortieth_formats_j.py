"""Family j: private restaurants (paladares) in Havana (Cuba): family-run dining rooms with
reservations, Nauta internet accounts, menus and remittance payments."""

# ruff: noqa: E501

import html
import random
import re

from fortieth_spec import LOWER, SYM_XML, Family, alnum, enc_html, pw_with

F = Family(
    "havana_paladar_dining",
    ("paladar-la-ceiba",),
    "cu",
    ("Yoandry", "Yanelis", "Osmany", "Dayami", "Yunior", "Mailen", "Reinier", "Yudith"),
    ("Fernandez", "Perez", "Hernandez", "Castellanos", "Betancourt", "Reyes", "Valdes", "Quintana"),
    (
        "paladar",
        "habana",
        "malecon",
        "vedado",
        "ceiba",
        "guayabera",
        "tostones",
        "mojito",
        "congri",
        "yuca",
        "tropical",
        "almendron",
    ),
)

F.reg(
    "paladar_cuban_telegram_contrasena_nauta",
    ("Telegram/chat_<<first2>>_<<ymd>>.txt", "Documentos/telegram_<<num>>.txt"),
    """<<first>>, [<<dmy>> <<time>>]
asere, la cuenta Nauta Hogar se venció otra vez, tú tienes la contraseña?

<<first2>>, [<<dmy>> <<time2>>]
usuario <<user>>@nauta.com.cu
contraseña <<cred>>

<<first>>, [<<dmy>> <<time2>>]
dale, ya entré. gracias mi hermano
""",
    "human",
)

F.reg(
    "paladar_reservas_fcm_legacy_server_key_php",
    ("reservas/notificar.php", "public_html/api/push_<<nn>>.php"),
    """<?php
// Aviso al móvil del dueño cuando entra una reserva
function notificarReserva(string $tokenDispositivo, string $nombre, int $personas): void
{
    $headers = [
        'Authorization: key=<<cred>>',
        'Content-Type: application/json',
    ];
    $payload = [
        'to' => $tokenDispositivo,
        'notification' => [
            'title' => 'Nueva reserva',
            'body'  => "$nombre - $personas personas",
        ],
    ];
    $ch = curl_init('https://fcm.googleapis.com/fcm/send');
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_exec($ch);
    curl_close($ch);
}
""",
    "p:fcm_legacy",
)

F.reg(
    "paladar_tropipay_client_secret_env",
    (".env", "pagos/.env.production", "srv/paladar-<<nn>>/.env"),
    """# Cobros a clientes extranjeros (TropiPay)
TROPIPAY_ENV=production
TROPIPAY_BASE_URL=https://www.tropipay.com
TROPIPAY_CLIENT_ID=<<hex32>>
TROPIPAY_CLIENT_SECRET=<<cred>>
TROPIPAY_CURRENCY=EUR
APP_URL=https://reservas.<<dom>>
""",
    "alnum:32",
)

F.reg(
    "paladar_inventory_vba_module_odbc_pwd",
    ("Inventario/ModInventario.bas", "Documentos/Excel/macros/ModAlmacen<<nn>>.bas"),
    """Attribute VB_Name = "ModInventario"
Option Explicit

' Conexión al servidor del almacén (mariscos, viandas, bebidas)
Public Function Conectar() As Object
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "DRIVER={MySQL ODBC 8.0 Unicode Driver};SERVER=<<ip2>>;DATABASE=inventario;UID=cocina;PWD=<<cred>>;OPTION=3;"
    Set Conectar = cn
End Function

Public Sub ActualizarExistencias()
    Dim cn As Object
    Set cn = Conectar()
    cn.Execute "UPDATE productos SET existencia = existencia - 1 WHERE id = " & Range("A2").Value
    cn.Close
End Sub
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "paladar_owner_notebook_ocr_contra_next_line",
    ("escaneos/libreta_p<<n>>.txt", "Documentos/OCR/libreta_<<ymd>>.txt"),
    """[Escaneo libreta - pág. <<n>>]
Proveedor pescado - Cojímar
<<first2>> 5<<big>><<n>>
correo reservas
<<email>>
contra:
<<cred>>
pagar gas jueves
""",
    "human",
)

F.reg(
    "paladar_qr_menu_supabase_service_role_ts",
    ("src/lib/supabaseAdmin.ts", "menu-qr/server/db_<<nn>>.ts"),
    """import { createClient } from "@supabase/supabase-js";

// Solo en el servidor: actualiza precios del menú QR
export const supabaseAdmin = createClient(
  "https://<<ref>>.supabase.co",
  "<<cred>>",
  { auth: { persistSession: false } }
);

export async function actualizarPrecio(platoId: number, precioCup: number) {
  return supabaseAdmin.from("platos").update({ precio_cup: precioCup }).eq("id", platoId);
}
""",
    "p:supabase_service",
    extra=lambda rng, c, v: {"ref": alnum(rng, 20, LOWER)},
)

F.reg(
    "paladar_sms_reply_wifi_casa_bare",
    ("sms/<<ymd>>_<<num>>.txt", "Telefono/Mensajes/<<first>>_<<num>>.txt"),
    """Para: +53 5<<big>><<n>>
<<dmy_slash>> <<time>>
Mami cuál es la clave del wifi de la casa? vino el muchacho a arreglar el aire

De: +53 5<<big>><<n>>
<<dmy_slash>> <<time2>>
<<cred>>
""",
    "human",
)


def _pw_html(rng: random.Random) -> str:
    return pw_with(rng, "&<>", SYM_XML)


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="clave">(.*?)</td>', text)
    if not m:
        raise ValueError("no clave cell")
    return html.unescape(m.group(1))


F.reg(
    "paladar_reviews_account_html_email_entities",
    ("correo/accesos_<<ymd>>.html", "Mail/Enviados/<<num>>.html"),
    """<html>
<head><meta charset="utf-8"><title>Accesos</title></head>
<body>
<p>Hola <<first2>>, aquí van los accesos de la cuenta de reseñas del paladar:</p>
<table border="1" cellpadding="4">
<tr><th>Usuario</th><th>Clave</th></tr>
<tr><td><<email>></td><td class="clave"><<cred>></td></tr>
</table>
<p>No la cambies sin avisarme. Un abrazo,<br><<first>></p>
</body>
</html>
""",
    _pw_html,
    decode=_dec_html,
    enc=enc_html,
)

let r = #"""
    raw multi
    """
